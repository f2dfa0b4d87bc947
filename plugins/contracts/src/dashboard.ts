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
/** Counts behind the three rates, and the delivered revenue (cash collected, DA), of one group of orders. */
export type RateCounts = {
  orders: number
  confirmed: number
  cancelled: number
  handed_over: number
  delivered: number
  returned: number
  lost: number
  revenue: number
}
export type RateStat = RateCounts & {
  confirmation_rate: number | null
  delivery_rate: number | null
  return_rate: number | null
}

export type DayStat = RateStat & { day: string; canceled: number }
export type WilayaStat = RateStat & { code: number | null; count: number; name_fr?: string; name_ar?: string }
export type CourierStat = RateStat & { transporter_id: string | null; name?: string }
/** `quantity`: units ordered (cancelled orders left out); `delivered_quantity`: units delivered; `revenue`: their lines' totals. */
export type ProductStat = RateStat & { product_id: string | null; title: string; quantity: number; delivered_quantity: number }
/** Orders by the ad that brought them (decision 0073): the last touch's utm_source and utm_campaign, `(none)` when absent. */
export type SourceStat = RateStat & { source: string; campaign: string }
/** Orders by how they were taken (the life's order type, decision 0074): `none` for an order without a life. */
export type OrderTypeStat = RateStat & { order_type: string }
export type StatusStat = { status: string; count: number }
export type TopProduct = { product_id: string | null; title: string; quantity: number; revenue: number }

/** A courier's cash sums, computed in centimes from the amounts frozen on each parcel's life and from the recorded payments (decision 0038). */
export type CashPositionTotals = {
  /** Parcels delivered and the cash their buyers paid the courier. */
  delivered_count: number
  collected: number
  /** The courier's delivery fees on those parcels. */
  courier_fees: number
  /** Parcels that came back and the return fees the courier charges for them. */
  returned_count: number
  return_fees: number
  /** Not remitted yet: Σ(cash − fee) of delivered parcels − Σ return fees of returned ones. */
  owed_count: number
  owed: number
  /** Parcels still on their way (handed over, not delivered nor back) and their cash. */
  in_flight_count: number
  in_flight_cash: number
  /** Remittances recorded: what they expected, what was received, received − expected. */
  payments_count: number
  remitted_expected: number
  remitted: number
  difference: number
}

/** A courier's cash, all time (not limited to the period). */
export type CashPosition = CashPositionTotals & { transporter: { id: string; name: string; code: string } }

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
  by_source: SourceStat[]
  by_order_type: OrderTypeStat[]
  by_confirmation_status: StatusStat[]
  by_delivery_status: StatusStat[]
  top_products: TopProduct[]
  cash_by_courier: CashPosition[]
}
