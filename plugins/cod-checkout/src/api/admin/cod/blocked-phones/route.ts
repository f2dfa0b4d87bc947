import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { normalizePhone } from "@shop/shared/phone"
import { codService, reply } from "../../../helpers"
import type { PostAdminCodBlockedPhone } from "../../../validators"

const FIELDS = ["id", "phone", "reason", "created_at"]

/** Phones that may not order, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const [blocked_phones, count] = await codService(req).listAndCountCodBlockedPhones({}, { select: FIELDS, order: { created_at: "DESC" }, take: null })
  res.json({ blocked_phones, count })
}

/** Blocks a phone (written in any accepted form, stored normalized); 409 when already blocked. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminCodBlockedPhone>, res: MedusaResponse) {
  const phone = normalizePhone(req.validatedBody.phone)
  if (!phone) {
    return reply(res, 400, { type: "invalid_data", message: "Invalid phone: an Algerian mobile number is 10 digits starting with 05, 06 or 07" })
  }
  const cod = codService(req)
  const [clash] = await cod.listCodBlockedPhones({ phone }, { select: ["id"] })
  if (clash) return reply(res, 409, { type: "conflict", message: `phone: ${phone} is already blocked` })
  const created = await cod.createCodBlockedPhones({ phone, reason: req.validatedBody.reason ?? null })
  const [blocked_phone] = await cod.listCodBlockedPhones({ id: created.id }, { select: FIELDS })
  res.status(201).json({ blocked_phone })
}
