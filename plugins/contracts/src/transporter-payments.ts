/** Cash remitted by couriers (transporter-payments plugin): what `/admin/transporter-payments...` answers. */

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

/** A courier's account: delivered, paid, outstanding and the difference between received and expected. */
export type TransporterBalance = {
  transporter: { id: string; name: string }
  delivered_total: number
  paid_total: number
  outstanding_total: number
  outstanding_count: number
  received_total: number
  difference_total: number
}
