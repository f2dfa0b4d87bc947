import { z } from "@medusajs/framework/zod"
import { SLUG_MAX, SLUG_PATTERN } from "../lib/slug"

const text = (max: number) => z.string().trim().min(1).max(max)
const nullableText = (max: number) => z.string().trim().max(max).nullable().optional()
const optionalText = (max: number) => z.string().trim().max(max).optional()

// Medusa reports format errors (regex, url) with our message only: it names the field.
export const slug = (field: string) =>
  z.string().trim().max(SLUG_MAX).regex(SLUG_PATTERN, `${field} must be a slug: lowercase letters, digits and single dashes`)
const LogoUrl = z.string().trim().url("logo_url must be an absolute URL").max(500).nullable().optional()
const Position = z.number().int().min(0).max(100_000).optional()

/** `{ en: {...}, ar: {...} }` with the given fields; French is the base field, never here. */
const translations = <K extends string>(fields: readonly K[], max: number) => {
  const shape = Object.fromEntries(fields.map((f) => [f, optionalText(max)])) as Record<K, ReturnType<typeof optionalText>>
  const locale = z.object(shape).strict().optional()
  return z.object({ en: locale, ar: locale }).strict().nullable().optional()
}

export const PostAdminCreateBrandSchema = z
  .object({
    name: text(150),
    slug: slug("slug").optional(),
    logo_url: LogoUrl,
    description: nullableText(5000),
    translations: translations(["name", "description"], 5000),
    active: z.boolean().optional(),
  })
  .strict()
export type PostAdminCreateBrandSchemaType = z.infer<typeof PostAdminCreateBrandSchema>
export const PostAdminUpdateBrandSchema = PostAdminCreateBrandSchema.partial().strict()
export type PostAdminUpdateBrandSchemaType = z.infer<typeof PostAdminUpdateBrandSchema>

export const PostAdminCreateBrandLineSchema = z
  .object({ name: text(150), slug: slug("slug").optional(), logo_url: LogoUrl, translations: translations(["name"], 150) })
  .strict()
export type PostAdminCreateBrandLineSchemaType = z.infer<typeof PostAdminCreateBrandLineSchema>
export const PostAdminUpdateBrandLineSchema = PostAdminCreateBrandLineSchema.partial().strict()
export type PostAdminUpdateBrandLineSchemaType = z.infer<typeof PostAdminUpdateBrandLineSchema>

export const PostAdminCreateFeatureTypeSchema = z
  .object({ label: text(100), code: slug("code").optional(), translations: translations(["label"], 100), position: Position })
  .strict()
export type PostAdminCreateFeatureTypeSchemaType = z.infer<typeof PostAdminCreateFeatureTypeSchema>
export const PostAdminUpdateFeatureTypeSchema = PostAdminCreateFeatureTypeSchema.partial().strict()
export type PostAdminUpdateFeatureTypeSchemaType = z.infer<typeof PostAdminUpdateFeatureTypeSchema>

export const PostAdminCreateFeatureValueSchema = z
  .object({ value: text(150), translations: translations(["value"], 150), position: Position })
  .strict()
export type PostAdminCreateFeatureValueSchemaType = z.infer<typeof PostAdminCreateFeatureValueSchema>
export const PostAdminUpdateFeatureValueSchema = PostAdminCreateFeatureValueSchema.partial().strict()
export type PostAdminUpdateFeatureValueSchemaType = z.infer<typeof PostAdminUpdateFeatureValueSchema>

export const PostAdminProductCatalogSchema = z
  .object({
    brand_id: z.string().trim().min(1).nullable().optional(),
    brand_line_id: z.string().trim().min(1).nullable().optional(),
    feature_value_ids: z.array(z.string().trim().min(1)).max(200).optional(),
  })
  .strict()
export type PostAdminProductCatalogSchemaType = z.infer<typeof PostAdminProductCatalogSchema>

export const GetAdminListSchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
})
export type GetAdminListSchemaType = z.infer<typeof GetAdminListSchema>
