import { sanitizeTexts } from "../lib/sanitize"
import type { PostAdminUpdateContentBlockSchemaType } from "./validators"

/** The stored form of a validated block body: HTML sanitised (defence in depth), only given fields. */
export function blockWrite(body: PostAdminUpdateContentBlockSchemaType): Record<string, any> {
  const out: Record<string, any> = { ...body }
  if (body.html !== undefined) out.html = sanitizeTexts(body.html as any)
  if (body.config !== undefined) out.config = body.config ?? {}
  return out
}
