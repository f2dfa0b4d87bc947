import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CodOrderForm } from "../../lib/order-form"
import { COD_MODULE } from "../../modules/cod"
import type CodModuleService from "../../modules/cod/service"

export type ConvertLeadInput = { form: CodOrderForm; lead_key: string | null; order_id: string }
type Undo = { reopened: string[]; created: string | null }

/**
 * Closes the buyer's unfinished orders (decision 0037): every open lead of the same phone, and the
 * lead of this cart in this storefront session (`lead_key`, decision 0045), becomes `converted` with
 * the order id. When the cart had no lead yet, a converted one is written for it, so a lead save
 * arriving after the order (the browser's last debounced save) finds its cart already ordered
 * instead of opening a lead for a buyer who ordered. A cart id alone never closes a lead: anyone
 * may send any cart id.
 */
export const convertLeadStep = createStep(
  "convert-cod-lead",
  async ({ form, lead_key, order_id }: ConvertLeadInput, { container }) => {
    const cod = container.resolve<CodModuleService>(COD_MODULE)
    const open = await cod.listCodLeads({ status: "open", $or: [{ phone: form.phone }, ...(lead_key ? [{ lead_key }] : [])] }, { select: ["id"], take: null })
    const now = new Date()
    if (open.length) await cod.updateCodLeads(open.map((l) => ({ id: l.id, status: "converted" as const, order_id, converted_at: now })))
    let created: string | null = null
    if (form.cart_id && lead_key) {
      const [byCart] = await cod.listCodLeads({ lead_key }, { select: ["id"] })
      if (!byCart) {
        const lead = await cod.createCodLeads({
          lead_key,
          cart_id: form.cart_id,
          first_name: form.first_name,
          last_name: form.last_name,
          phone: form.phone,
          email: form.email ?? null,
          address: form.address,
          wilaya_code: form.wilaya,
          commune_code: form.commune,
          items: form.items as unknown as Record<string, unknown>,
          status: "converted",
          order_id,
          converted_at: now,
        })
        created = lead.id
      }
    }
    const undo: Undo = { reopened: open.map((l) => l.id), created }
    return new StepResponse(undo, undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const cod = container.resolve<CodModuleService>(COD_MODULE)
    if (undo.reopened.length) await cod.updateCodLeads(undo.reopened.map((id) => ({ id, status: "open" as const, order_id: null, converted_at: null })))
    if (undo.created) await cod.deleteCodLeads(undo.created)
  }
)
