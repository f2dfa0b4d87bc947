import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { closedByPhoneOrder } from "../../../lib/lead-closing"
import { invalidDataBody, parseLeadForm } from "../../../lib/order-form"
import { codService, reply } from "../../helpers"
import { LEAD_FIELDS } from "../../query-config"

/**
 * Saves what a buyer typed before ordering (spec §4 "draft cart"), keyed by the browser's
 * cart id: the first call creates the lead, later ones update it. A converted lead is final.
 * A lead whose phone ordered after its cart began is stored converted with that order (the save
 * arrived after the order, or the buyer ordered from another cart): never an open lead for a buyer
 * who ordered (decision 0037).
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
  const [existing] = await cod.listCodLeads({ cart_id: f.cart_id }, { select: ["id", "status", "created_at"] })
  if (existing?.status === "converted") {
    return reply(res, 409, { type: "conflict", code: "lead_converted", message: "This cart was already ordered" })
  }
  const [ordered] = await cod.listCodOrderRequests(
    { phone: f.phone, status: "completed", order_id: { $ne: null } },
    { select: ["order_id", "created_at"], order: { created_at: "DESC" }, take: 1 }
  )
  const firstSaved = existing ? new Date(existing.created_at) : new Date()
  const closed =
    ordered && closedByPhoneOrder(f.cart_id, firstSaved, new Date(ordered.created_at))
      ? { status: "converted" as const, order_id: ordered.order_id, converted_at: new Date() }
      : { status: "open" as const }
  const lead = existing
    ? await cod.updateCodLeads({ id: existing.id, ...fields, ...closed })
    : await cod.createCodLeads({ cart_id: f.cart_id, ...fields, ...closed })
  const [saved] = await cod.listCodLeads({ id: lead.id }, { select: LEAD_FIELDS })
  return reply(res, existing ? 200 : 201, { lead: { id: saved.id, cart_id: saved.cart_id, status: saved.status } })
}
