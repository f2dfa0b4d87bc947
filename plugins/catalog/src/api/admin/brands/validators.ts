import { z } from "@medusajs/framework/zod"
import { createAdminListParams, LogoUrl, nullableText, slug, text, translations } from "../../utils/validators"

export const GetAdminBrandsSchema = createAdminListParams()
export type GetAdminBrandsType = z.infer<typeof GetAdminBrandsSchema>

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
export type PostAdminCreateBrandType = z.infer<typeof PostAdminCreateBrandSchema>
export const PostAdminUpdateBrandSchema = PostAdminCreateBrandSchema.partial().strict()
export type PostAdminUpdateBrandType = z.infer<typeof PostAdminUpdateBrandSchema>

export const PostAdminCreateBrandLineSchema = z
  .object({ name: text(150), slug: slug("slug").optional(), logo_url: LogoUrl, translations: translations(["name"], 150) })
  .strict()
export type PostAdminCreateBrandLineType = z.infer<typeof PostAdminCreateBrandLineSchema>
export const PostAdminUpdateBrandLineSchema = PostAdminCreateBrandLineSchema.partial().strict()
export type PostAdminUpdateBrandLineType = z.infer<typeof PostAdminUpdateBrandLineSchema>
