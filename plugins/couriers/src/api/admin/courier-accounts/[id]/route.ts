import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { COURIER_CREDENTIALS, type CourierAccountDTO } from "@shop/contracts/couriers"
import { seal, sealJson } from "../../../../lib/secrets"
import { accountDTO, accountOr404, couriersOf } from "../../../helpers"
import type { UpdateCourierAccount } from "../../../validators"

export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ courier_account: accountDTO(await accountOr404(req.scope, req.params.id)) satisfies CourierAccountDTO })
}

/** Changes an account; `credentials`, when sent, replace the whole set (they are never read back). */
export const POST = async (req: AuthenticatedMedusaRequest<UpdateCourierAccount>, res: MedusaResponse) => {
  const account = await accountOr404(req.scope, req.params.id)
  const { credentials, webhook_secret, ...rest } = req.validatedBody
  const patch: Record<string, unknown> = { id: account.id, ...rest }
  if (credentials) {
    const missing = COURIER_CREDENTIALS[account.adapter].filter((k) => !credentials[k])
    if (missing.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `credentials.${missing[0]}: required for ${account.adapter}`)
    patch.credentials_enc = sealJson(Object.fromEntries(COURIER_CREDENTIALS[account.adapter].map((k) => [k, credentials[k]])))
    patch.last_test_at = null
    patch.last_test_error = null
  }
  if (webhook_secret !== undefined) patch.webhook_secret_enc = webhook_secret ? seal(webhook_secret) : null
  if (rest.base_url && rest.base_url !== account.base_url) {
    patch.communes = null
    patch.communes_synced_at = null
  }
  const updated = await couriersOf(req.scope).updateCourierAccounts(patch as { id: string })
  res.json({ courier_account: accountDTO(updated) satisfies CourierAccountDTO })
}

/** Unlinks the courier: the transporter goes back to hand-overs by hand; parcels already created are kept. */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const account = await accountOr404(req.scope, req.params.id)
  await couriersOf(req.scope).softDeleteCourierAccounts([account.id])
  res.json({ id: account.id, object: "courier_account", deleted: true })
}
