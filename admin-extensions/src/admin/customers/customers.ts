/** Shapes of the cod-checkout plugin's customer API: @shop/contracts/cod-customers. */
import type { RiskLevel } from "@shop/contracts/cod-customers"
export { RISK_LEVELS } from "@shop/contracts/cod-customers"
export type {
  AdminCodCustomer as Customer,
  AdminCodCustomerOrder as CustomerOrder,
  AdminCodCustomerResponse,
  AdminCodCustomersResponse,
  AdminCodCustomerSummary as CustomerSummary,
  CustomerFlag,
  RiskLevel,
} from "@shop/contracts/cod-customers"

export const RISK_COLOR: Record<RiskLevel, "grey" | "green" | "orange" | "red"> = { new: "grey", low: "green", medium: "orange", high: "red" }

/** 0.857 → "86 %" in the admin's language; "—" before any parcel has an outcome. */
export const percent = (lang: string, rate: number | null) =>
  rate === null ? "—" : new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(rate)
