/**
 * Cash-on-delivery customers (cod-checkout plugin, decision 0037): what `/admin/cod/customers` and
 * `/admin/cod/customers/:id` answer. A customer is a Medusa customer found or created by phone when
 * the buyer orders; its counts come from its orders' lives (`./order-life`).
 */
import { z } from "zod"
import type { ConfirmationState, DeliveryState, MoneyState } from "./order-life"

/** `new`: nothing to judge yet; `low`: delivers; `medium`: some refusals or a weak delivery rate; `high`: mostly refuses, or flagged. */
export const RISK_LEVELS = ["new", "low", "medium", "high"] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

/** What a buyer's orders became. */
export type CustomerCounts = {
  orders: number
  confirmed: number
  /** Parcels that left the shop (handed over, whatever happened next). */
  handed_over: number
  delivered: number
  /** Parcels refused at the door or sent back (returning or returned). */
  refused_or_returned: number
  cancelled: number
}

/** Set automatically when the refusals reach the shop's threshold; blocking stays a person's decision. */
export type CustomerFlag = { reason: "refusals"; refusals: number; threshold: number }

export type CustomerRisk = {
  level: RiskLevel
  /** Delivered ÷ parcels whose outcome is known (delivered, refused or returned, lost); null before any. */
  delivery_rate: number | null
  flag: CustomerFlag | null
}

export type AdminCodCustomerAddress = {
  id: string
  address_1: string | null
  city: string | null
  province: string | null
  wilaya_code: number | null
  commune_code: number | null
}

export type AdminCodCustomerSummary = CustomerRisk & {
  id: string
  first_name: string | null
  last_name: string | null
  phone: string | null
  /** Null when Medusa only holds the synthetic `<phone>@cod.invalid`. */
  email: string | null
  created_at: string
  counts: CustomerCounts
  /** Σ cash to collect of delivered orders, DA. */
  total_collected: number
}

export type AdminCodCustomerOrder = {
  order_id: string
  display_id: number | null
  created_at: string
  /** The order's amount: frozen at hand-over once handed over (Medusa lowers its own total when a return is received), else Medusa's total. */
  total: number | null
  currency_code: string | null
  confirmation_state: ConfirmationState
  delivery_state: DeliveryState
  money_state: MoneyState
  cash_to_collect: number | null
  cancel_reason: string | null
  return_reason: string | null
}

export type AdminCodCustomer = AdminCodCustomerSummary & { addresses: AdminCodCustomerAddress[] }

export type AdminCodCustomerResponse = { customer: AdminCodCustomer; orders: AdminCodCustomerOrder[] }
export type AdminCodCustomersResponse = { customers: AdminCodCustomerSummary[]; count: number; limit: number; offset: number }

/** `GET /admin/cod/customers` */
export const GetAdminCodCustomersSchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    risk: z.enum(RISK_LEVELS).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict()
export type GetAdminCodCustomers = z.infer<typeof GetAdminCodCustomersSchema>
