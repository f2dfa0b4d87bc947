import { sanitizeTexts } from "../lib/sanitize"
import type { PostAdminUpdateContentBlockSchemaType } from "./validators"

/** Medusa types a `model.json()` column as a record, though the column holds any JSON value. */
type JsonColumn = Record<string, unknown>

export type BlockWrite = Omit<PostAdminUpdateContentBlockSchemaType, "html" | "images"> & {
  html?: Record<string, string | null> | null
  images?: JsonColumn
}

/** The stored form of a validated block body: HTML sanitised (defence in depth), only given fields. */
export function blockWrite(body: PostAdminUpdateContentBlockSchemaType): BlockWrite {
  const { images, ...rest } = body
  const out: BlockWrite = { ...rest }
  // the images list is an array: the json column's record type cannot say so
  if (images !== undefined) out.images = images as unknown as JsonColumn
  if (body.html !== undefined) out.html = sanitizeTexts(body.html)
  if (body.config !== undefined) out.config = body.config ?? {}
  return out
}
