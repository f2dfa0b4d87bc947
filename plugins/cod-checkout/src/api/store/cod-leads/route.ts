import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { invalidDataBody, parseLeadForm } from "../../../lib/order-form"
import { codService, reply } from "../../helpers"
import { LEAD_FIELDS } from "../../query-config"

/**
 * Saves what a buyer typed before ordering (spec §4 "draft cart"), keyed by the browser's
 * cart id: the first call creates the lead, later ones update it. A converted lead is final.
 * Never a price: the items are variant ids and quantities only.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const parsed = parseLeadForm(req.body)
  if (!parsed.ok) return reply(res, 400, invalidDataBody(parsed.errors))
  const f = parsed.data
  const cod = codService(req)
  const fields = {
    first_name: f.first_name,
    last_name: f.last_name,
    phone: f.phone,
    email: f.email ?? null,
    address: f.address ?? null,
    wilaya_code: f.wilaya ?? null,
    commune_code: f.commune ?? null,
    items: f.items as unknown as Record<string, unknown>,
  }
  const [existing] = await cod.listCodLeads({ cart_id: f.cart_id }, { select: ["id", "status"] })
  if (existing?.status === "converted") {
    return reply(res, 409, { type: "conflict", code: "lead_converted", message: "This cart was already ordered" })
  }
  const lead = existing ? await cod.updateCodLeads({ id: existing.id, ...fields }) : await cod.createCodLeads({ cart_id: f.cart_id, ...fields, status: "open" })
  const [saved] = await cod.listCodLeads({ id: lead.id }, { select: LEAD_FIELDS })
  return reply(res, existing ? 200 : 201, { lead: { id: saved.id, cart_id: saved.cart_id, status: saved.status } })
}
