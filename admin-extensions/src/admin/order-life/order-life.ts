/** Shapes of the order life (`/admin/orders/:id/life`): @shop/contracts/order-life (types only here: the tests load this file alone). */
import type { AdminOrderLife, LifeAxis } from "@shop/contracts/order-life"
import type { Permission } from "@shop/contracts/staff-roles"
export type {
  AdminOrderLife,
  AdminOrderLifeResponse,
  ConfirmationChange,
  DeliveryChange,
  LifeAxis,
  MoneyChange,
  OrderLifeEvent,
  ReturnLine,
} from "@shop/contracts/order-life"

export type BadgeColor = "orange" | "grey" | "blue" | "green" | "red" | "purple"

/** Colours by meaning: waiting (orange), in progress (blue), done well (green), lost or refused (red), neutral (grey). */
export const STATE_COLOR: Record<string, BadgeColor> = {
  to_confirm: "orange",
  no_answer: "orange",
  postponed: "blue",
  confirmed: "green",
  cancelled: "red",
  not_shipped: "grey",
  handed_over: "blue",
  in_transit: "blue",
  out_for_delivery: "blue",
  delivery_attempted: "orange",
  delivered: "green",
  returning: "orange",
  returned: "red",
  lost: "red",
  to_collect: "grey",
  collected_by_courier: "blue",
  return_fee_due: "orange",
  remitted: "green",
  refunded: "purple",
  written_off: "red",
}

/** The transitions a click does at once; the others open a form (a date, a reason, a note, lines). */
export const ONE_CLICK = new Set(["confirmed", "no_answer", "in_transit", "out_for_delivery", "delivery_attempted", "delivered", "returning"])

/** The permission each axis's changes need (the server's route map, @shop/security). */
export const AXIS_PERMISSION: Record<LifeAxis, Permission> = { confirmation: "orders.confirm", delivery: "parcels.hand_over", money: "orders.refund" }

/** A transition of one axis the page offers (`life.allowed`). */
export type LifeAction = { axis: LifeAxis; to: string }

/** The actions in the order of the axes (confirmation, then delivery, then money). */
export const actionsOf = (life: AdminOrderLife): LifeAction[] =>
  (["confirmation", "delivery", "money"] as const).flatMap((axis) => (life.allowed?.[axis] ?? []).map((to) => ({ axis, to })))

/** The refusing actions (shown as danger buttons). */
export const DANGER = new Set(["cancelled", "returned", "lost", "written_off", "refunded"])

/**
 * What the shop keeps of this parcel, in DA, to the centime: the cash collected (or to collect)
 * minus the courier's fee; a parcel that came back before delivery collected nothing and costs its
 * return fee; one returned after delivery costs the return fee too, and a refund gives the cash back.
 * A lost or written-off parcel nets nothing. Null before the hand-over froze the amounts.
 */
export function netOf(
  life: Pick<AdminOrderLife, "cash_to_collect" | "courier_fee" | "return_fee" | "delivery_state" | "money_state" | "delivered_at">
): number | null {
  if (life.cash_to_collect === null || life.courier_fee === null) return null
  const c = (n: number | null) => Math.round((n ?? 0) * 100)
  if (life.delivery_state === "lost" || life.money_state === "written_off") return 0
  const back = life.delivery_state === "returned" || life.delivery_state === "returning"
  if (back && !life.delivered_at) return -c(life.return_fee) / 100
  const kept = life.money_state === "refunded" ? 0 : c(life.cash_to_collect)
  return (kept - c(life.courier_fee) - (back ? c(life.return_fee) : 0)) / 100
}

/** Order lines as the return form lists them (title, quantity ordered). */
export type OrderLine = { id: string; title: string; quantity: number }

/** The lines an exchange takes back: every line with a quantity picked (capped at the line's), none when nothing is picked. */
export const exchangeLines = (lines: OrderLine[], picked: Record<string, number>) =>
  lines.map((l) => ({ line_item_id: l.id, quantity: Math.min(l.quantity, Math.max(0, Math.floor(picked[l.id] ?? 0))) })).filter((l) => l.quantity > 0)

/**
 * The lines of a partial return: those with a quantity above 0. Null (all lines) when nothing was
 * picked or when every line comes back whole.
 */
export function returnLines(lines: OrderLine[], picked: Record<string, number>) {
  const chosen = exchangeLines(lines, picked)
  const whole = chosen.length === lines.length && chosen.every((c) => c.quantity === lines.find((l) => l.id === c.line_item_id)?.quantity)
  return chosen.length === 0 || whole ? null : chosen
}
