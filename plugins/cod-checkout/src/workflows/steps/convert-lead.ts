import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { COD_MODULE } from "../../modules/cod"
import type CodModuleService from "../../modules/cod/service"

/** The lead captured under the browser's cart id, if any, is marked converted with the order id. */
export const convertLeadStep = createStep(
  "convert-cod-lead",
  async (input: { cart_id?: string; order_id: string }, { container }) => {
    if (!input.cart_id) return new StepResponse(null)
    const cod = container.resolve<CodModuleService>(COD_MODULE)
    const [lead] = await cod.listCodLeads({ cart_id: input.cart_id }, { select: ["id", "status", "order_id", "converted_at"] })
    if (!lead || lead.status === "converted") return new StepResponse(null)
    await cod.updateCodLeads({ id: lead.id, status: "converted", order_id: input.order_id, converted_at: new Date() })
    return new StepResponse(lead.id, lead.id)
  },
  async (leadId, { container }) => {
    if (!leadId) return
    await container.resolve<CodModuleService>(COD_MODULE).updateCodLeads({ id: leadId, status: "open", order_id: null, converted_at: null })
  }
)
