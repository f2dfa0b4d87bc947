/**
 * The back-office dashboard (`GET /admin/dashboard`): the orders placed in a period, what was
 * delivered (revenue) and what is on its way (pipeline), the confirmation, delivery and return rates
 * by day, wilaya, courier and product, and each courier's cash position (decision 0038).
 */

/**
 * Counts and rates of a group of orders. Rates are percents with 2 decimals, null when nothing can
 * be measured yet: confirmation = confirmed / (confirmed + cancelled); delivery = delivered /
 * (delivered + returned + lost); return = returned / (delivered + returned + lost).
 */
export type RateStat = {
  orders: number
  confirmed: number
  cancelled: number
  handed_over: number
  delivered: number
  returned: number
  lost: number
  /** Cash collected on the delivered orders of the group (DA). */
  revenue: number
  confirmation_rate: number | null
  delivery_rate: number | null
  return_rate: number | null
}

export type DayStat = RateStat & { day: string; canceled: number }
export type WilayaStat = RateStat & { code: number | null; count: number; name_fr?: string; name_ar?: string }
export type CourierStat = RateStat & { transporter_id: string | null; name?: string }
/** `quantity`: units ordered (cancelled orders left out); `delivered_quantity`: units delivered; `revenue`: their lines' totals. */
export type ProductStat = RateStat & { product_id: string | null; title: string; quantity: number; delivered_quantity: number }
export type StatusStat = { status: string; count: number }
export type TopProduct = { product_id: string | null; title: string; quantity: number; revenue: number }

/** A courier's cash, all time (not limited to the period): see `TransporterCashPosition`. */
export type CashPosition = {
  transporter: { id: string; name: string; code: string }
  delivered_count: number
  collected: number
  courier_fees: number
  returned_count: number
  return_fees: number
  owed_count: number
  owed: number
  in_flight_count: number
  in_flight_cash: number
  payments_count: number
  remitted_expected: number
  remitted: number
  difference: number
}

export type DashboardStats = {
  from: string
  to: string
  currency_code: string
  per_day: DayStat[]
  totals: RateStat & {
    canceled: number
    /** Confirmed and not delivered yet (not shipped or with the courier): their amount and count. */
    pipeline: number
    pipeline_orders: number
  }
  by_wilaya: WilayaStat[]
  by_courier: CourierStat[]
  by_product: ProductStat[]
  by_confirmation_status: StatusStat[]
  by_delivery_status: StatusStat[]
  top_products: TopProduct[]
  cash_by_courier: CashPosition[]
}
