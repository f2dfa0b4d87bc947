import { z } from "@medusajs/framework/zod"
import { CONFIRMATION_STATUSES } from "@shop/contracts/cod-admin"
import { RISK_LEVELS } from "@shop/contracts/cod-customers"
import { CONFIRMATION_STATES, DELIVERY_STATES, MONEY_STATES } from "@shop/contracts/order-life"

export const PostAdminCodBlockedPhoneSchema = z
  .object({ phone: z.union([z.string(), z.number()]), reason: z.string().trim().max(500).nullable().optional() })
  .strict()
export type PostAdminCodBlockedPhone = z.infer<typeof PostAdminCodBlockedPhoneSchema>

const Page = { limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) }

export const GetAdminCodLeadsSchema = z.object({ status: z.enum(["open", "converted"]).optional(), ...Page }).strict()
export type GetAdminCodLeads = z.infer<typeof GetAdminCodLeadsSchema>

export const GetAdminCodConfirmationsSchema = z
  .object({
    status: z.enum(CONFIRMATION_STATUSES).optional(),
    wilaya: z.coerce.number().int().min(1).max(69).optional(),
    transporter_id: z.string().trim().min(1).max(100).optional(),
    risk: z.enum(RISK_LEVELS).optional(),
    from: z.coerce.date().optional(),
    to: z.coerce.date().optional(),
    ...Page,
  })
  .strict()
export type GetAdminCodConfirmations = z.infer<typeof GetAdminCodConfirmationsSchema>

/** `GET /admin/cod/orders/export`: the orders to put in the file (decision 0064), its format and language. */
export const GetAdminCodOrdersExportSchema = z
  .object({
    format: z.enum(["csv", "xlsx"]).default("csv"),
    lang: z.enum(["fr", "en", "ar"]).default("fr"),
    status: z.enum(CONFIRMATION_STATES).optional(),
    delivery: z.enum(DELIVERY_STATES).optional(),
    money: z.enum(MONEY_STATES).optional(),
    wilaya: z.coerce.number().int().min(1).max(69).optional(),
    transporter_id: z.string().trim().min(1).max(100).optional(),
    from: z.coerce.date().optional(),
    to: z.coerce.date().optional(),
  })
  .strict()
export type GetAdminCodOrdersExport = z.infer<typeof GetAdminCodOrdersExportSchema>

export const PostAdminCodConfirmationSchema = z
  .object({
    status: z.enum(["confirmed", "no_answer", "postponed", "cancelled"]),
    postponed_until: z.coerce.date().nullable().optional(),
    reason: z.string().trim().max(500).nullable().optional(),
  })
  .strict()
export type PostAdminCodConfirmation = z.infer<typeof PostAdminCodConfirmationSchema>

/** The contract's `GetAdminCodCustomersSchema`, in Medusa's zod. */
export const GetAdminCodCustomersSchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    risk: z.enum(RISK_LEVELS).optional(),
    ...Page,
  })
  .strict()
export type GetAdminCodCustomers = z.infer<typeof GetAdminCodCustomersSchema>
