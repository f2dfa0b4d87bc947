import { richTextWrite } from "../lib/sanitize"
import type { PostAdminUpdateContentBlockSchemaType } from "./validators"

/** Medusa types a `model.json()` column as a record, though the column holds any JSON value. */
type JsonColumn = Record<string, unknown>

export type BlockWrite = Omit<PostAdminUpdateContentBlockSchemaType, "html" | "images" | "editor_data"> & {
  html?: Record<string, string | null> | null
  editor_data?: JsonColumn | null
  images?: JsonColumn
}

/** The stored form of a validated block body: rich text cleaned, only given fields. */
export function blockWrite(body: PostAdminUpdateContentBlockSchemaType): BlockWrite {
  const { images, ...rest } = body
  const out: BlockWrite = { ...rest }
  // the images list is an array: the json column's record type cannot say so
  if (images !== undefined) out.images = images as unknown as JsonColumn
  // HTML sanitised, or made from the Editor.js data when it is sent (lib/sanitize.ts)
  const rich = richTextWrite(body.html, body.editor_data)
  if (rich.html !== undefined) out.html = rich.html
  if (rich.editor_data !== undefined) out.editor_data = rich.editor_data
  if (body.config !== undefined) out.config = body.config ?? {}
  return out
}
