import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CodOrderForm } from "../../../../lib/order-form"
import { codService } from "../../../helpers"
import { idempotencyKeyOf } from "../../../store/cod-orders/validate-order-form"
import { placeStaffOrder } from "../staff-order"

/**
 * A phone order from scratch (issue 19 item 3, decision 0074): staff take the buyer's order on a
 * call with the store's form and rules — prices from the server, the delivery quoted again, the
 * blocklist, the daily cap per phone, stock holds, the Idempotency-Key (a double click places one
 * order) — but no cooldown: a buyer calling back to order again is not a bot. The middleware
 * validated the key and the form (`validateCodOrderRequest`, the store's). Order type `phone`.
 */
export async function POST(req: AuthenticatedMedusaRequest<CodOrderForm>, res: MedusaResponse) {
  // a phone order belongs to no storefront cart
  const { cart_id: _cart, ...form } = req.validatedBody
  const { max_orders_per_phone_per_day } = codService(req).settings()
  return placeStaffOrder(req, res, {
    form,
    // its own namespace: a staff key never meets a buyer's
    idempotency_key: `admin-phone:${idempotencyKeyOf(req)}`,
    lead_key: null,
    limits: { cooldown_seconds: 0, max_orders_per_phone_per_day },
  })
}
