import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { COD_MODULE } from "../../modules/cod"
import type CodModuleService from "../../modules/cod/service"

export type CreateConfirmationInput = {
  order_id: string
  first_name: string
  last_name: string
  phone: string
  wilaya_code: number
  commune_code: number
  transporter_id: string
  delivery_type: string
}

/** The order enters the phone-confirmation queue as `to_confirm`. */
export const createConfirmationStep = createStep(
  "create-cod-confirmation",
  async (input: CreateConfirmationInput, { container }) => {
    const cod = container.resolve<CodModuleService>(COD_MODULE)
    const confirmation = await cod.createCodConfirmations({ ...input, status: "to_confirm", attempts: 0 })
    return new StepResponse(confirmation, confirmation.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<CodModuleService>(COD_MODULE).deleteCodConfirmations(id)
  }
)
