import { z } from "@medusajs/framework/zod"
import { DELIVERY_STATUSES } from "../modules/transporter-payment/models/order-delivery"

const id = z.string().trim().min(1).max(100)

export const PostOrderDeliverySchema = z.object({ status: z.enum(DELIVERY_STATUSES) }).strict()
export const GetUnpaidOrdersSchema = z.object({ transporter_id: id }).strict()
export const GetPaymentsSchema = z
  .object({ transporter_id: id.optional(), limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) })
  .strict()
/** The amount is checked by lib/rules (comma decimals accepted, at most 2). */
export const PostPaymentSchema = z
  .object({
    transporter_id: id,
    order_ids: z.array(id).min(1, "select at least one order").max(500),
    amount_received: z.unknown(),
    reference: z.string().trim().min(1, "is required").max(100),
    paid_at: z.coerce.date({ message: "must be a date" }),
    note: z.string().trim().max(1000).nullable().optional(),
  })
  .strict()

/** A calendar day YYYY-MM-DD that exists (2026-02-30 is refused). */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "must be a date YYYY-MM-DD")
export const GetDashboardSchema = z.object({ from: day.optional(), to: day.optional() }).strict()
