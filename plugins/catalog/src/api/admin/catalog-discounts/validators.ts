import { z } from "@medusajs/framework/zod"
import { discountProblems } from "../../../lib/discount"
import { createAdminListParams, nullableText, text, translations } from "../../utils/validators"

export const GetAdminDiscountsSchema = createAdminListParams().extend({ status: z.enum(["active", "ended"]).optional() })
export type GetAdminDiscountsType = z.infer<typeof GetAdminDiscountsSchema>

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

export const PostAdminCreateDiscountSchema = DiscountBase.extend({ target_ids: DiscountBase.shape.target_ids.default([]) }).superRefine((d, ctx) => {
  const problem = discountProblems(d)
  if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [problem.field], message: `${problem.field}: ${problem.message}` })
  if (d.ends_at <= new Date()) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["ends_at"], message: "ends_at must be in the future" })
})
export type PostAdminCreateDiscountType = z.infer<typeof DiscountBase>
export const PostAdminUpdateDiscountSchema = DiscountBase.partial().strict()
export type PostAdminUpdateDiscountType = z.infer<typeof PostAdminUpdateDiscountSchema>
