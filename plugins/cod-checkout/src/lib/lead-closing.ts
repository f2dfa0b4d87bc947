/**
 * When an unfinished order (lead) is closed by an order (decision 0037): an order from the same cart,
 * or from the same phone placed after the lead's cart began. The cart began at the timestamp the
 * browser put in its key (`cart_<ms>_<n>`) when that is a plausible past instant, else at the lead's
 * first save. A cart begun after the buyer's last order is a new purchase left unfinished: open.
 */
export function cartStartedAt(cartId: string, firstSavedAt: Date): Date {
  const m = /^cart_(\d{10,16})_\d+$/.exec(cartId)
  const ms = m ? Number(m[1]) : NaN
  // A browser clock far in the future (or a key that is not a timestamp) is not believed.
  return Number.isFinite(ms) && ms > 0 && ms <= firstSavedAt.getTime() ? new Date(ms) : firstSavedAt
}

/** Whether an order from the lead's phone, placed at `orderedAt`, closes a lead on `cartId` first saved at `firstSavedAt`. */
export const closedByPhoneOrder = (cartId: string, firstSavedAt: Date, orderedAt: Date) => orderedAt.getTime() >= cartStartedAt(cartId, firstSavedAt).getTime()
