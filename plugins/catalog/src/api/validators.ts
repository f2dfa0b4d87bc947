import { z } from "@medusajs/framework/zod"
import { SLUG_MAX, SLUG_PATTERN } from "@shop/shared/slug"

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
    related_product_ids: z.array(z.string().trim().min(1)).max(50).optional(),
    featured: z.boolean().optional(),
  })
  .strict()
export type PostAdminProductCatalogSchemaType = z.infer<typeof PostAdminProductCatalogSchema>

export const GetAdminListSchema = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
})
export type GetAdminListSchemaType = z.infer<typeof GetAdminListSchema>

const DiscountBase = z
  .object({
    rule_type: z.enum(["product", "category", "brand", "all"]),
    target_ids: z.array(z.string().trim().min(1)).max(500),
    value_type: z.enum(["percentage", "fixed"]),
    value: z.number().int("value must be a whole number"),
    starts_at: z.coerce.date().nullable().optional(),
    ends_at: z.coerce.date(),
    banner_url: z.string().trim().url("banner_url must be an absolute URL").max(500).nullable().optional(),
    title: text(150),
    slogan: nullableText(300),
    translations: translations(["title", "slogan"], 300),
  })
  .strict()

/** Rules shared by create and update (after merging with the stored discount). */
export function discountProblems(d: {
  rule_type: string
  target_ids: string[]
  value_type: string
  value: number
  starts_at?: Date | null
  ends_at: Date
}): { field: string; message: string } | null {
  if (d.rule_type !== "all" && !d.target_ids.length) return { field: "target_ids", message: `at least one ${d.rule_type} id is required` }
  if (d.rule_type === "all" && d.target_ids.length) return { field: "target_ids", message: "must be empty when rule_type is all" }
  if (d.value_type === "percentage" && (d.value < 1 || d.value > 95)) return { field: "value", message: "a percentage must be between 1 and 95" }
  if (d.value_type === "fixed" && (d.value < 1 || d.value > 10_000_000)) return { field: "value", message: "a fixed amount must be between 1 and 10000000 DA" }
  if (d.starts_at && d.starts_at >= d.ends_at) return { field: "ends_at", message: "must be after starts_at" }
  return null
}

export const PostAdminCreateDiscountSchema = DiscountBase.extend({ target_ids: DiscountBase.shape.target_ids.default([]) }).superRefine((d, ctx) => {
  const problem = discountProblems(d)
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [problem.field], message: `${problem.field}: ${problem.message}` })
  if (d.ends_at <= new Date()) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["ends_at"], message: "ends_at must be in the future" })
})
export type PostAdminCreateDiscountSchemaType = z.infer<typeof DiscountBase>
export const PostAdminUpdateDiscountSchema = DiscountBase.partial().strict()
export type PostAdminUpdateDiscountSchemaType = z.infer<typeof PostAdminUpdateDiscountSchema>

export const GetAdminDiscountsSchema = GetAdminListSchema.extend({ status: z.enum(["active", "ended"]).optional() })

const PackItem = z
  .object({
    product_id: z.string().trim().min(1),
    variant_id: z.string().trim().min(1).nullable().optional(),
    quantity: z.number().int().min(1).max(100),
  })
  .strict()
export const PostAdminProductPackSchema = z
  .object({ mode: z.enum(["strict", "flexible"]), items: z.array(PackItem).min(1).max(20) })
  .strict()
export type PostAdminProductPackSchemaType = z.infer<typeof PostAdminProductPackSchema>
