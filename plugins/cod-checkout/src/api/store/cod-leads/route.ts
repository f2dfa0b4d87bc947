import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clientIp, replyTooManyAttempts, storefrontClient, takeAttempt } from "@shop/security"
import { leadKey } from "../../../lib/lead-key"
import { closedByPhoneOrder } from "../../../lib/lead-closing"
import { invalidDataBody, parseLeadForm } from "../../../lib/order-form"
import { codService, reply } from "../../helpers"
import { LEAD_FIELDS } from "../../query-config"

const STOREFRONT_ONLY = { type: "not_allowed", code: "storefront_only", message: "Leads are saved through the shop's storefront only" }

/** Saves per client address and per phone (the plugin's settings), counted in PostgreSQL for every server process. */
async function leadSaveAllowed(req: MedusaRequest, res: MedusaResponse, phone: string): Promise<boolean> {
  const settings = codService(req).settings()
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const window_seconds = settings.lead_window_seconds
  const checks = [
    { field: "client_ip", key: clientIp(req), rule: { scope: "cod-lead:ip", limit: settings.lead_saves_per_ip, window_seconds } },
    { field: "phone", key: phone, rule: { scope: "cod-lead:phone", limit: settings.lead_saves_per_phone, window_seconds } },
  ]
  for (const { field, key, rule } of checks) {
    const verdict = await takeAttempt(knex, rule, key)
    if (!verdict.allowed) {
      const from = field === "phone" ? "phone" : "connection"
      replyTooManyAttempts(res, verdict.retry_after, { field, message: `Too many saves from this ${from}: wait ${verdict.retry_after} seconds` })
      return false
    }
  }
  return true
}

/**
 * Saves what a buyer typed before ordering (spec §4 "draft cart"), keyed by the browser's cart id
 * within the buyer's storefront session (decision 0045): only the storefront, which signs that
 * session, may save a lead (403 otherwise), and another session's save of the same cart id is
 * another lead. The first call creates the lead, later ones update it. A converted lead is final.
 * Saves are limited per client address and per phone (429 with Retry-After).
 * A lead whose phone ordered after its cart began is stored converted with that order (the save
 * arrived after the order, or the buyer ordered from another cart): never an open lead for a buyer
 * who ordered (decision 0037).
 * Never a price: the items are variant ids and quantities only.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const session = storefrontClient(req)?.session
  if (!session) return reply(res, 403, STOREFRONT_ONLY)
  const parsed = parseLeadForm(req.body)
  if (!parsed.ok) return reply(res, 400, invalidDataBody(parsed.errors))
  const f = parsed.data
  if (!(await leadSaveAllowed(req, res, f.phone))) return
  const lead_key = leadKey(session, f.cart_id)
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
  const [existing] = await cod.listCodLeads({ lead_key }, { select: ["id", "status", "created_at"] })
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
    : await cod.createCodLeads({ lead_key, cart_id: f.cart_id, ...fields, ...closed })
  const [saved] = await cod.listCodLeads({ id: lead.id }, { select: LEAD_FIELDS })
  return reply(res, existing ? 200 : 201, { lead: { id: saved.id, cart_id: saved.cart_id, status: saved.status } })
}
