/**
 * How an order was taken (decision 0074), recorded on its life (@shop/order-life): `online` the
 * storefront's form, `phone` staff on a call (a phone order from scratch, or a lead's order placed
 * after calling the buyer), and the point-of-sale types of the back-office spec (`shop`, `wholesale`,
 * `installment`) for the cashier screen to come. The queue and the export filter on it (`?order_type=`).
 */
export const ORDER_TYPES = ["online", "phone", "shop", "wholesale", "installment"] as const
export type OrderType = (typeof ORDER_TYPES)[number]
export const DEFAULT_ORDER_TYPE: OrderType = "online"
