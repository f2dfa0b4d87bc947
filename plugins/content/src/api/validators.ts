import { openingHoursErrors } from "@shop/shared/shop-hours"
import { z } from "@medusajs/framework/zod"
import {
  BLOCK_TYPES,
  CUSTOM_CSS_MAX,
  MENU_TYPES,
  THEME_COLORS,
  WHATSAPP_PHONE_PATTERN,
  META_PIXEL_ID_PATTERN,
  type BlockConfig as ContractBlockConfig,
  type MenuType,
} from "@shop/contracts/content"
import { isUnsafeUrl } from "../lib/sanitize"
import { isCssColor } from "../lib/theme"

/**
 * A refinement's message with its field path in front ("bg_color: must be a CSS colour"):
 * Medusa's validator names the field for type, size and enum errors but prints a custom
 * message as it is, and the admin forms place an error beside the field it names.
 */
const named = (message: string) => ({ error: (issue: { path?: PropertyKey[] }) => `${(issue.path ?? []).join(".")}: ${message}` })

const text = z.string().max(20000).nullable().optional()
/** `{fr, en, ar}` texts; French is the one every other language falls back to. */
export const Texts = z.object({ fr: text, en: text, ar: text }).strict()
const htmlText = z.string().max(200000).nullable().optional()
export const HtmlTexts = z.object({ fr: htmlText, en: htmlText, ar: htmlText }).strict()
const editor = z.record(z.string(), z.unknown()).nullable().optional()
export const EditorData = z.object({ fr: editor, en: editor, ar: editor }).strict()

const id = z.string().min(1).max(100)
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, named("letters a-z, digits and single dashes only"))
  .max(100)
/** A link or image URL: absolute http(s) or a site path; never javascript:/data:. */
const url = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => !isUnsafeUrl(v), named("javascript: and data: URLs are not allowed"))
  .refine((v) => /^(https?:\/\/|\/|#|mailto:|tel:)/i.test(v), named("must start with http(s)://, / or # (or be mailto:/tel:)"))
const color = z.string().trim().max(40).refine(isCssColor, named("must be a CSS colour (#rgb, #rrggbb or rgb())"))
const cssClass = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9_\- :/[\]#.%]*$/, named("CSS class names only"))
const positive = z.number().int().min(1)

export const BlockConfig = z
  .object({
    product_ids: z.array(id).max(200).optional(),
    category_ids: z.array(id).max(100).optional(),
    category_id: id.nullable().optional(),
    brand_id: id.nullable().optional(),
    brand_line_id: id.nullable().optional(),
    collection_id: id.nullable().optional(),
    tag_value: z.string().trim().max(200).nullable().optional(),
    discount_ids: z.array(id).max(50).optional(),
    post_ids: z.array(id).max(100).optional(),
    post_id: id.nullable().optional(),
    blog_category_id: id.nullable().optional(),
  })
  .strict()
/** Compile-time check that the validator takes exactly the contract's BlockConfig (zod 4 here, so it cannot be imported as a schema). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const blockConfigIsContract: Same<z.infer<typeof BlockConfig>, ContractBlockConfig> = true
void blockConfigIsContract

const blockFields = {
  page: z.string().regex(/^[a-z0-9-]{1,60}$/, named("letters a-z, digits and dashes only")),
  type: z.enum(BLOCK_TYPES),
  active: z.boolean(),
  position: z.number().int().min(0),
  title: Texts.nullable(),
  html: HtmlTexts.nullable(),
  editor_data: EditorData.nullable(),
  show_title: z.boolean(),
  images: z.array(z.object({ url, alt: Texts.nullable().optional() }).strict()).max(30),
  link: url.nullable(),
  size: z.string().trim().max(40).nullable(),
  container_class: cssClass.nullable(),
  wrapper_class: cssClass.nullable(),
  bg_color: color.nullable(),
  number: positive.max(100).nullable(),
  responsive: z
    .object({ mobile: positive.max(12), tablet: positive.max(12), desktop: positive.max(12) })
    .strict()
    .nullable(),
  ends_at: z.coerce.date().nullable(),
  config: BlockConfig.nullable(),
}

export const PostAdminCreateContentBlockSchema = z.object(blockFields).partial().required({ type: true })
export type PostAdminCreateContentBlockSchemaType = z.infer<typeof PostAdminCreateContentBlockSchema>
export const PostAdminUpdateContentBlockSchema = z.object(blockFields).partial()
export type PostAdminUpdateContentBlockSchemaType = z.infer<typeof PostAdminUpdateContentBlockSchema>

export const PostAdminReorderContentBlocksSchema = z.object({ page: blockFields.page, ids: z.array(id).min(1).max(500) })
export type PostAdminReorderContentBlocksSchemaType = z.infer<typeof PostAdminReorderContentBlocksSchema>

/** The blocks of one page, active or not (the home page by default). */
export const GetAdminContentBlocksSchema = z.object({ page: blockFields.page.default("home") })
export type GetAdminContentBlocksSchemaType = z.infer<typeof GetAdminContentBlocksSchema>

type MenuItemInput = {
  id?: string
  type: MenuType
  target_id?: string | null
  url?: string | null
  label: z.infer<typeof Texts>
  children?: MenuItemInput[]
}
export const AdminMenuItem: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .object({
      id: z.string().max(100).optional(),
      type: z.enum(MENU_TYPES),
      target_id: id.nullable().optional(),
      url: url.nullable().optional(),
      label: Texts,
      children: z.array(AdminMenuItem).max(100).optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.type === "link" && !v.url) ctx.addIssue({ code: "custom", path: ["url"], message: "url: required for a link item" })
      if (v.type !== "link" && !v.target_id) ctx.addIssue({ code: "custom", path: ["target_id"], message: `target_id: required for a ${v.type} item` })
      if (!v.label?.fr?.trim()) ctx.addIssue({ code: "custom", path: ["label", "fr"], message: "label.fr: the French label is required" })
    })
)
export const PutAdminMenuSchema = z.object({ items: z.array(AdminMenuItem).max(200) })
export type PutAdminMenuSchemaType = z.infer<typeof PutAdminMenuSchema>

export const PostAdminThemeSchema = z
  .object({
    colors: z
      .object(Object.fromEntries(THEME_COLORS.map((c) => [c, color.optional()])) as Record<string, z.ZodOptional<typeof color>>)
      .strict()
      .optional(),
    custom_css: z
      .string()
      .max(CUSTOM_CSS_MAX, named(`at most ${CUSTOM_CSS_MAX} bytes`))
      .refine((v) => Buffer.byteLength(v, "utf8") <= CUSTOM_CSS_MAX, named(`at most ${CUSTOM_CSS_MAX} bytes`))
      .refine((v) => !/<\/?style/i.test(v), named("must not contain </style"))
      .optional(),
  })
  .strict()
export type PostAdminThemeSchemaType = z.infer<typeof PostAdminThemeSchema>

const socialUrl = url.nullable().optional()
export const PostAdminSettingsSchema = z
  .object({
    shop_name: z.string().trim().min(1).max(100).optional(),
    logo_url: url.nullable().optional(),
    contact_phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9+ ().-]*$/, named("digits, spaces and + ( ) . - only"))
      .nullable()
      .optional(),
    whatsapp_phone: z
      .string()
      .trim()
      .max(40)
      .regex(WHATSAPP_PHONE_PATTERN, named("an Algerian number (0XXXXXXXXX) or +country code and number"))
      .nullable()
      .optional(),
    active_add_to_cart: z.boolean().optional(),
    meta_pixel_id: z.string().trim().regex(META_PIXEL_ID_PATTERN, named("the pixel's digits (5 to 20)")).nullable().optional(),
    // write-only (decision 0073): stored apart from the settings and never answered
    meta_access_token: z
      .string()
      .trim()
      .min(20, named("at least 20 characters"))
      .max(500, named("at most 500 characters"))
      .regex(/^[A-Za-z0-9_|-]+$/, named("letters, digits, _ | and - only"))
      .nullable()
      .optional(),
    social: z.object({ facebook: socialUrl, instagram: socialUrl, tiktok: socialUrl, youtube: socialUrl }).strict().optional(),
    // ranges per weekday (0 Sunday … 6 Saturday), checked by openingHoursErrors (each field named)
    opening_hours: z
      .array(z.object({ day: z.number().int(), open: z.string().max(5), close: z.string().max(5) }).strict())
      .max(28)
      .optional()
      .superRefine((ranges, ctx) => {
        for (const e of openingHoursErrors(ranges ?? []))
          ctx.addIssue({
            code: "custom",
            path: e.field
              .split(".")
              .slice(1)
              .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
            message: `${e.field}: ${e.message}`,
          })
      }),
  })
  .strict()
export type PostAdminSettingsSchemaType = z.infer<typeof PostAdminSettingsSchema>

/** The admin pickers' search (`/admin/content/lookups/:kind?q=`). */
export const GetAdminContentLookupsSchema = z.object({ q: z.string().trim().max(200).optional() })
export type GetAdminContentLookupsSchemaType = z.infer<typeof GetAdminContentLookupsSchema>

const blogFields = {
  slug,
  title: Texts,
  body_html: HtmlTexts.nullable(),
  editor_data: EditorData.nullable(),
  thumbnail_url: url.nullable(),
  category_ids: z.array(id).max(20),
  published_at: z.coerce.date().nullable(),
  meta_description: Texts.nullable(),
}
export const PostAdminCreateBlogPostSchema = z.object(blogFields).partial().required({ title: true })
export type PostAdminCreateBlogPostSchemaType = z.infer<typeof PostAdminCreateBlogPostSchema>
export const PostAdminUpdateBlogPostSchema = z.object(blogFields).partial()
export type PostAdminUpdateBlogPostSchemaType = z.infer<typeof PostAdminUpdateBlogPostSchema>

const categoryFields = { slug, name: Texts, description: Texts.nullable(), thumbnail_url: url.nullable() }
export const PostAdminCreateBlogCategorySchema = z.object(categoryFields).partial().required({ name: true })
export type PostAdminCreateBlogCategorySchemaType = z.infer<typeof PostAdminCreateBlogCategorySchema>
export const PostAdminUpdateBlogCategorySchema = z.object(categoryFields).partial()
export type PostAdminUpdateBlogCategorySchemaType = z.infer<typeof PostAdminUpdateBlogCategorySchema>

const cmsFields = {
  slug,
  title: Texts,
  body_html: HtmlTexts.nullable(),
  editor_data: EditorData.nullable(),
  meta_description: Texts.nullable(),
  published: z.boolean(),
}
export const PostAdminCreateCmsPageSchema = z.object(cmsFields).partial().required({ title: true })
export type PostAdminCreateCmsPageSchemaType = z.infer<typeof PostAdminCreateCmsPageSchema>
export const PostAdminUpdateCmsPageSchema = z.object(cmsFields).partial()
export type PostAdminUpdateCmsPageSchemaType = z.infer<typeof PostAdminUpdateCmsPageSchema>

const AdminList = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export const GetAdminBlogPostsSchema = AdminList
export type GetAdminBlogPostsSchemaType = z.infer<typeof GetAdminBlogPostsSchema>
export const GetAdminBlogCategoriesSchema = AdminList
export type GetAdminBlogCategoriesSchemaType = z.infer<typeof GetAdminBlogCategoriesSchema>
export const GetAdminCmsPagesSchema = AdminList
export type GetAdminCmsPagesSchemaType = z.infer<typeof GetAdminCmsPagesSchema>

/** `locale` is read by Medusa's locale middleware (and by storeLang); it is accepted, not used here. */
const StorePage = {
  limit: z.coerce.number().int().min(1).max(100).default(12),
  offset: z.coerce.number().int().min(0).default(0),
  locale: z.string().optional(),
}
export const GetStoreBlogPostsSchema = z.object({ category: z.string().max(100).optional(), ...StorePage })
export type GetStoreBlogPostsSchemaType = z.infer<typeof GetStoreBlogPostsSchema>
export const GetStoreBlogCategorySchema = z.object(StorePage)
export type GetStoreBlogCategorySchemaType = z.infer<typeof GetStoreBlogCategorySchema>
