import { z } from "@medusajs/framework/zod"
import { createAdminListParams, Position, slug, text, translations } from "../../utils/validators"

export const GetAdminFeatureTypesSchema = createAdminListParams()
export type GetAdminFeatureTypesType = z.infer<typeof GetAdminFeatureTypesSchema>

export const PostAdminCreateFeatureTypeSchema = z
  .object({ label: text(100), code: slug("code").optional(), translations: translations(["label"], 100), position: Position })
  .strict()
export type PostAdminCreateFeatureTypeType = z.infer<typeof PostAdminCreateFeatureTypeSchema>
export const PostAdminUpdateFeatureTypeSchema = PostAdminCreateFeatureTypeSchema.partial().strict()
export type PostAdminUpdateFeatureTypeType = z.infer<typeof PostAdminUpdateFeatureTypeSchema>

export const PostAdminCreateFeatureValueSchema = z.object({ value: text(150), translations: translations(["value"], 150), position: Position }).strict()
export type PostAdminCreateFeatureValueType = z.infer<typeof PostAdminCreateFeatureValueSchema>
export const PostAdminUpdateFeatureValueSchema = PostAdminCreateFeatureValueSchema.partial().strict()
export type PostAdminUpdateFeatureValueType = z.infer<typeof PostAdminUpdateFeatureValueSchema>
