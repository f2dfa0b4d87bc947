import { transform } from "@medusajs/framework/workflows-sdk"

/**
 * Every change of an order's life (and a remittance over its parcels) takes this lock, so the
 * Medusa side effects of two changes never run together (decision 0035).
 */
export const orderLifeLockKey = (orderId: string) => `order-life:${orderId}`
export const lockOf = (input: { order_id: string }) => transform({ input }, ({ input }) => ({ key: orderLifeLockKey(input.order_id), timeout: 30, ttl: 120 }))
