import { z } from "@medusajs/framework/zod"

const id = z.string().trim().min(1).max(100)

/**
 * A refinement's message with its field in front ("from: must be a date"): Medusa's formatter
 * names the field for type and size errors but prints custom messages as they are.
 */
const named = (message: string) => ({ error: (issue: { path?: PropertyKey[] }) => `${(issue.path ?? []).join(".")}: ${message}` })

export const GetAdminUnpaidOrdersSchema = z.object({ transporter_id: id })
export type GetAdminUnpaidOrdersSchemaType = z.infer<typeof GetAdminUnpaidOrdersSchema>

export const GetAdminTransporterPaymentsSchema = z.object({
  transporter_id: id.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type GetAdminTransporterPaymentsSchemaType = z.infer<typeof GetAdminTransporterPaymentsSchema>

/** The amount is checked by lib/rules (comma decimals accepted, at most 2). */
export const PostAdminTransporterPaymentSchema = z.object({
  transporter_id: id,
  order_ids: z.array(id).min(1, named("select at least one order")).max(500),
  amount_received: z.unknown(),
  reference: z.string().trim().min(1, named("is required")).max(100),
  paid_at: z.coerce.date(named("must be a date")),
  note: z.string().trim().max(1000).nullable().optional(),
  /** Per parcel, what the courier's statement says it paid (decision 0038); checked by lib/received. */
  received: z
    .array(z.object({ order_id: id, amount_received: z.union([z.number(), z.string().max(30)]) }).strict())
    .max(500)
    .nullable()
    .optional(),
})
export type PostAdminTransporterPaymentSchemaType = z.infer<typeof PostAdminTransporterPaymentSchema>

/** A courier's statement as CSV text (`@shop/contracts/transporter-payments` StatementPreviewSchema, rebuilt on Medusa's zod). */
export const PostAdminStatementPreviewSchema = z
  .object({
    transporter_id: id,
    csv: z.string().min(1, named("the file is empty")).max(2_000_000, named("the file is too large (2 MB at most)")),
  })
  .strict()
export type PostAdminStatementPreviewSchemaType = z.infer<typeof PostAdminStatementPreviewSchema>

/** A calendar day YYYY-MM-DD that exists (2026-02-30 is refused). */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, named("must be a date YYYY-MM-DD"))
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), named("must be a date YYYY-MM-DD"))
export const GetAdminDashboardSchema = z.object({ from: day.optional(), to: day.optional() })
export type GetAdminDashboardSchemaType = z.infer<typeof GetAdminDashboardSchema>
