/** Cash remitted by couriers (transporter-payments plugin): what `/admin/transporter-payments...` answers. */
import { z } from "zod"
import type { CashPosition } from "./dashboard"

/**
 * A parcel the courier's next remittance settles: delivered (cash collected) or returned (return
 * fee due), with its amounts frozen at hand-over (order life, decision 0035).
 */
export type UnpaidOrder = {
  id: string
  display_id: number | null
  delivery_name: string | null
  customer_full_name: string
  /** Cash collected at the door (0 for a returned parcel). */
  total: number
  delivery_state: "delivered" | "returned"
  tracking_number: string | null
  cash_to_collect: number | null
  courier_fee: number | null
  return_fee: number | null
  /** What the courier owes for this parcel: cash − courier fee, or − return fee (negative) when returned. */
  amount_expected: number
}

/**
 * A courier's account (`GET /admin/transporter-payments/balances`), decision 0038: collected on
 * delivered parcels, its fees, the return fees, what it owes the shop and has not remitted yet,
 * what it remitted, and the differences. The older fields stay for the screens that read them.
 */
export type TransporterBalance = CashPosition & {
  delivered_total: number
  paid_total: number
  outstanding_total: number
  outstanding_count: number
  received_total: number
  difference_total: number
}

/** `POST /admin/transporter-payments/statements/preview`: a courier's statement, as CSV text. */
export const StatementPreviewSchema = z
  .object({
    transporter_id: z.string().trim().min(1).max(100),
    csv: z.string().min(1).max(2_000_000),
  })
  .strict()
export type StatementPreviewRequest = z.infer<typeof StatementPreviewSchema>

/** What one parcel is expected to bring, frozen at hand-over: cash − fee when delivered, − return fee when returned. */
export type ExpectedNet = { cash: number; fee: number; return_fee: number; net: number }
export type StatementAmounts = { collected: number | null; courier_fee: number | null; return_fee: number | null; net: number }

/** A statement line matched to a parcel of this courier still to settle. */
export type StatementMatchedLine = {
  line: number
  order_id: string
  display_id: number | null
  tracking_number: string | null
  matched_by: "tracking_number" | "order_number"
  customer_name: string
  delivery_state: string
  expected: ExpectedNet
  statement: StatementAmounts
  /** statement net − expected net: negative when the courier pays less than it owes for this parcel. */
  difference: number
}
/** unknown: no such parcel; other_courier; already_remitted; not_payable: not delivered nor returned yet; twice: the parcel is on an earlier line. */
export type StatementUnmatchedReason = "unknown" | "other_courier" | "already_remitted" | "not_payable" | "twice"
export type StatementUnmatchedLine = StatementAmounts & {
  line: number
  tracking_number: string | null
  order_number: number | null
  reason: StatementUnmatchedReason
  order_id: string | null
  money_state: string | null
}
/** A parcel this courier must settle that the statement does not name. */
export type StatementMissingParcel = {
  order_id: string
  display_id: number | null
  tracking_number: string | null
  customer_name: string
  delivery_state: string
  expected: ExpectedNet
}
export type StatementPreview = {
  transporter_id: string
  matched: StatementMatchedLine[]
  unmatched: StatementUnmatchedLine[]
  missing: StatementMissingParcel[]
  totals: { expected: number; statement: number; difference: number; unmatched: number; missing: number }
}

/** A statement line the reader refused: its line (the header is 1), column and a code the admin translates. */
export type StatementError = { line: number; column: string | null; code: string; params: Record<string, string | number>; message: string }
/** The 400 answer of a statement that cannot be read: nothing is previewed. */
export type StatementErrorResponse = { type: "invalid_data"; message: string; errors: StatementError[] }

/** Per parcel, what the courier says it paid (from its statement): stored beside the expected amount. */
export const ReceivedLineSchema = z.object({ order_id: z.string().trim().min(1).max(100), amount_received: z.union([z.number(), z.string()]) }).strict()
export type ReceivedLine = z.infer<typeof ReceivedLineSchema>

/** A parcel settled by a payment: expected (frozen net), received (from the statement, when imported) and the difference. */
export type PaymentParcel = {
  order_id: string
  display_id: number | null
  amount_expected: number
  amount_received: number | null
  difference: number | null
}

/** A recorded payment (`GET /admin/transporter-payments`, and the answer of recording one). */
export type AdminTransporterPayment = {
  id: string
  transporter_id: string
  reference: string
  paid_at: string
  note: string | null
  amount_expected: number
  amount_received: number
  /** received − expected: negative when the courier paid less than it owed. */
  difference: number
  created_at: string
  orders: PaymentParcel[]
}
