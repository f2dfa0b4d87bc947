/** Cash remitted by couriers (transporter-payments plugin): what `/admin/transporter-payments...` answers. */

/** A delivered order a courier has not paid yet. */
export type UnpaidOrder = { id: string; display_id: number | null; delivery_name: string | null; customer_full_name: string; total: number }

/** A courier's account: delivered, paid, outstanding and the difference between received and expected. */
export type TransporterBalance = {
  transporter: { id: string; name: string }
  /** Orders delivered by this courier, and how many of them it has paid. */
  delivered_count: number
  delivered_total: number
  paid_count: number
  paid_total: number
  outstanding_total: number
  outstanding_count: number
  received_total: number
  difference_total: number
}
