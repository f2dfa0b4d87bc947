import { z } from "@medusajs/framework/zod"
import { PAYMENT_METHODS } from "../lib/payment-rules"

const Amount = z.number()
const Day = z.string().max(10)

/**
 * A payment plan for an order. Amounts and dates are checked by `planLines` (each bad field named);
 * the schema only keeps the shape.
 */
export const PostAdminPaymentPlanSchema = z
  .object({
    type: z.enum(["deposit", "installments"]),
    deposit: Amount.optional(),
    rest: z.enum(["on_delivery", "schedule"]).optional(),
    installments: z
      .array(z.object({ amount: Amount, due_date: Day }).strict())
      .max(60)
      .optional(),
  })
  .strict()
export type PostAdminPaymentPlanSchemaType = z.infer<typeof PostAdminPaymentPlanSchema>

export const PostAdminPlanPaymentSchema = z.object({ method: z.enum(PAYMENT_METHODS) }).strict()
export type PostAdminPlanPaymentSchemaType = z.infer<typeof PostAdminPlanPaymentSchema>

export const GetAdminOverdueSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type GetAdminOverdueSchemaType = z.infer<typeof GetAdminOverdueSchema>
