/**
 * Low stock (issue 22 item 3): a variant whose units available everywhere (stocked less reserved) fell
 * to its reorder point or under it; the suggested purchase brings it back to twice the point, at least one.
 */
export function suggestedQuantity(available: number, reorderPoint: number): number {
  return Math.max(1, 2 * reorderPoint - Math.max(0, available))
}
export const isLow = (available: number, reorderPoint: number | null) => reorderPoint !== null && available <= reorderPoint
