/**
 * A variant's cost after a reception (issue 22 item 2): the weighted average of the units on hand at
 * their cost and the units received at the purchase order's cost, to the centime. Units on hand below
 * 0 (oversold) count as none; a variant without a cost yet takes the received cost.
 */
export function weightedCost(before: { on_hand: number; cost: number | null }, received: { quantity: number; unit_cost: number }): number {
  if (!Number.isInteger(received.quantity) || received.quantity <= 0) throw new RangeError(`not a quantity received: ${received.quantity}`)
  const unit = Math.round(received.unit_cost * 100)
  if (before.cost === null) return unit / 100
  const onHand = Math.max(0, before.on_hand)
  const total = onHand * Math.round(before.cost * 100) + received.quantity * unit
  return Math.round(total / (onHand + received.quantity)) / 100
}
