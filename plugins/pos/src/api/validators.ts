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

const Money = z.number().finite()
const NewCustomer = z
  .object({
    first_name: z.string().max(100),
    last_name: z.string().max(100),
    phone: z.string().max(30),
    email: z.string().max(200).nullish(),
    type: z.enum(["retail", "wholesale"]).optional(),
  })
  .strict()

/** A till's sale: the shape only; prices, discounts, payments and the customer are checked by the till's rules (each field named). */
export const PostAdminPosSaleSchema = z
  .object({
    client_id: z.string().uuid(),
    made_at: z.string().datetime({ offset: true }),
    lines: z
      .array(z.object({ variant_id: z.string().min(1).max(100), quantity: z.number().int(), discount_percent: z.number().finite().optional() }).strict())
      .max(200),
    customer: z.union([z.object({ id: z.string().min(1).max(100) }).strict(), NewCustomer]).nullish(),
    payment: z
      .object({
        type: z.enum(["cash", "card", "mixed", "deposit", "installments"]),
        cash: Money.optional(),
        card: Money.optional(),
        cash_given: Money.optional(),
        deposit: Money.optional(),
        method: z.enum(PAYMENT_METHODS).optional(),
        installments: z
          .array(z.object({ amount: Money, due_date: Day }).strict())
          .max(24)
          .optional(),
      })
      .strict(),
    fulfilment: z.discriminatedUnion("mode", [
      z.object({ mode: z.literal("pickup") }).strict(),
      z
        .object({
          mode: z.literal("delivery"),
          address: z.string().max(300),
          wilaya: z.number().int(),
          commune: z.number().int(),
          shipping_option_id: z.string().max(100),
          stop_desk_id: z.string().max(100).nullish(),
        })
        .strict(),
    ]),
    shown_total: Money.optional(),
    offline: z.boolean().optional(),
  })
  .strict()
export type PostAdminPosSaleSchemaType = z.infer<typeof PostAdminPosSaleSchema>

export const GetAdminPosSalesSchema = z.object({
  flagged: z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean().optional()),
  client_id: z.string().max(100).optional(),
  order_type: z.enum(["shop", "wholesale", "installment"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type GetAdminPosSalesSchemaType = z.infer<typeof GetAdminPosSalesSchema>

export const PostAdminPosCashierSchema = z.object({ email: z.string().email().max(200), location_id: z.string().min(1).max(100).nullable() }).strict()
export const PostAdminPosSettingsSchema = z.object({ max_line_discount_percent: z.number().int().min(0).max(100) }).strict()
export const GetAdminPosReceiptSchema = z.object({ lang: z.enum(["fr", "en", "ar"]).default("fr") })
