import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { checkDelivery, type CheckedDelivery } from "../../lib/delivery"
import type { CodOrderForm } from "../../lib/order-form"
import { codOrderRefusal } from "../cod-order-refusal"

/**
 * The checks that need the database (wilaya, commune, variants, the transporter's option priced
 * for this address); a failure names each bad field. It only reads, so it has nothing to undo.
 */
export const checkCodDeliveryStep = createStep("check-cod-delivery", async (input: { form: CodOrderForm }, { container }) => {
  const checked = await checkDelivery(container, input.form)
  if (!checked.ok) throw codOrderRefusal({ reason: "invalid_fields", errors: checked.errors })
  return new StepResponse<CheckedDelivery>(checked.delivery)
})
