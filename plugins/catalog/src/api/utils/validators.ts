import { z } from "@medusajs/framework/zod"
import { SLUG_MAX, SLUG_PATTERN } from "@shop/shared/slug"

// Pieces shared by the catalog's request schemas (each resource folder has its own validators.ts).

export const text = (max: number) => z.string().trim().min(1).max(max)
export const nullableText = (max: number) => z.string().trim().max(max).nullable().optional()
const optionalText = (max: number) => z.string().trim().max(max).optional()

// Medusa reports format errors (regex, url) with our message only: it names the field.
export const slug = (field: string) =>
  z.string().trim().max(SLUG_MAX).regex(SLUG_PATTERN, `${field} must be a slug: lowercase letters, digits and single dashes`)
export const LogoUrl = z.string().trim().url("logo_url must be an absolute URL").max(500).nullable().optional()
export const Position = z.number().int().min(0).max(100_000).optional()

/** `{ en: {...}, ar: {...} }` with the given fields; French is the base field, never here. */
export const translations = <K extends string>(fields: readonly K[], max: number) => {
  const shape = Object.fromEntries(fields.map((f) => [f, optionalText(max)])) as Record<K, ReturnType<typeof optionalText>>
  const locale = z.object(shape).strict().optional()
  return z.object({ en: locale, ar: locale }).strict().nullable().optional()
}

/** An admin list's query: `q` searches, `limit`/`offset` page (Medusa's names). */
export const createAdminListParams = () =>
  z.object({
    q: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  })
