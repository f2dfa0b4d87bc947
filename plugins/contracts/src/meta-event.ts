/**
 * The Purchase's event id, shared by the browser pixel and the Conversions API so Meta keeps one
 * (decision 0073). On its own, with no import: the thank-you page's bundle takes only this.
 */
export const purchaseEventId = (orderId: string) => `purchase_${orderId}`
