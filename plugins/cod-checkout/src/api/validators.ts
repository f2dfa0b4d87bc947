import { z } from "@medusajs/framework/zod"
import { CALL_OUTCOMES, CONFIRMATION_STATUSES } from "@shop/contracts/cod-admin"
import { RISK_LEVELS } from "@shop/contracts/cod-customers"
import { CONFIRMATION_STATES, DELIVERY_STATES, MONEY_STATES, RETURN_REASONS } from "@shop/contracts/order-life"
import { ORDER_TYPES } from "@shop/contracts/order-type"

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
    /** Decision 0068: `true` lists the calls due now (to confirm, unanswered, call-backs whose time came; call-backs first), whatever `status`. */
    to_call: z.enum(["true", "false"]).optional(),
    /** `me`, `none` (unassigned) or an agent's user id. */
    assigned: z.string().trim().min(1).max(100).optional(),
    /** A phone (any format: "0661 23 45 67", "+213661…", a part of it) or an order number ("#1042", "1042"). */
    q: z.string().trim().min(1).max(40).optional(),
    /** Decision 0074: how the order was taken (`online`, `phone`...). */
    order_type: z.enum(ORDER_TYPES).optional(),
    /** Decision 0073: the ad that brought the order (utm_source, utm_campaign); `(none)` for orders without. */
    source: z.string().trim().min(1).max(150).optional(),
    campaign: z.string().trim().min(1).max(150).optional(),
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
    order_type: z.enum(ORDER_TYPES).optional(),
    from: z.coerce.date().optional(),
    to: z.coerce.date().optional(),
  })
  .strict()
export type GetAdminCodOrdersExport = z.infer<typeof GetAdminCodOrdersExportSchema>

export const PostAdminCodConfirmationSchema = z
  .object({
    /** What the call ended with (decision 0068). */
    outcome: z.enum(CALL_OUTCOMES).optional(),
    /** The confirmation state asked directly (before calls were logged): the outcome of the same name. */
    status: z.enum(["confirmed", "no_answer", "postponed", "cancelled"]).optional(),
    postponed_until: z.coerce.date().nullable().optional(),
    reason: z.string().trim().max(500).nullable().optional(),
    note: z.string().trim().max(1000).nullable().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.outcome && !b.status) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["outcome"], message: "outcome: say what the call ended with" })
    if (b.outcome && b.status && b.outcome !== b.status)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["status"], message: "status: give the outcome only (status is its older name)" })
  })
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

/** `POST /admin/cod/agents/:id` (a user id): on duty (new orders dealt to them) or not. */
export const PostAdminCodAgentSchema = z.object({ on_duty: z.boolean() }).strict()
export type PostAdminCodAgent = z.infer<typeof PostAdminCodAgentSchema>

/** `POST /admin/cod/assign`: these orders to an agent, to nobody (null), or dealt in turn among agents on duty. */
export const PostAdminCodAssignSchema = z
  .object({
    order_ids: z.array(z.string().trim().min(1).max(100)).min(1, "order_ids: choose at least one order").max(500, "order_ids: at most 500 orders at once"),
    agent_id: z.string().trim().min(1).max(100).nullable().optional(),
    round_robin: z.boolean().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.agent_id === undefined && !b.round_robin)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["agent_id"], message: "agent_id: name the agent (null to unassign) or ask round_robin" })
    if (b.agent_id && b.round_robin)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["round_robin"], message: "round_robin: give an agent or round_robin, not both" })
  })
export type PostAdminCodAssign = z.infer<typeof PostAdminCodAssignSchema>

const bulkOrderIds = z.array(z.string().trim().min(1).max(100)).min(1, "order_ids: choose at least one order").max(500, "order_ids: at most 500 orders at once")

/** `POST /admin/cod/bulk/confirm`: these orders confirmed (the buyer said yes elsewhere: WhatsApp, a message), one result each. */
export const PostAdminCodBulkConfirmSchema = z.object({ order_ids: bulkOrderIds, note: z.string().trim().max(500).optional() }).strict()
export type PostAdminCodBulkConfirm = z.infer<typeof PostAdminCodBulkConfirmSchema>

/** `POST /admin/cod/bulk/delivery`: these parcels delivered, or returned (with why), one result each. */
export const PostAdminCodBulkDeliverySchema = z
  .object({
    order_ids: bulkOrderIds,
    to: z.enum(["delivered", "returned"], { message: "to: delivered or returned" }),
    reason: z.enum(RETURN_REASONS, { message: `reason: one of ${RETURN_REASONS.join(", ")}` }).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((b) => b.to !== "returned" || !!b.reason, { path: ["reason"], message: "reason: say why the parcels came back" })
export type PostAdminCodBulkDelivery = z.infer<typeof PostAdminCodBulkDeliverySchema>

/** `GET /admin/cod/agent-stats`: each agent's figures over a date range (both ends included; the last 30 days by default). */
export const GetAdminCodAgentStatsSchema = z
  .object({ from: z.coerce.date().optional(), to: z.coerce.date().optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["from"], message: "from: the range starts after it ends" })
export type GetAdminCodAgentStats = z.infer<typeof GetAdminCodAgentStatsSchema>
