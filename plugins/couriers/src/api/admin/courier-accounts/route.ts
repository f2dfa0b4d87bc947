import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { COURIER_CREDENTIALS, type CourierAccountDTO } from "@shop/contracts/couriers"
import { seal, sealJson } from "../../../lib/secrets"
import { accountDTO, couriersOf } from "../../helpers"
import type { PostCourierAccount } from "../../validators"

export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const accounts = await couriersOf(req.scope).listCourierAccounts({}, { order: { name: "ASC" } })
  res.json({ courier_accounts: accounts.map(accountDTO) satisfies CourierAccountDTO[] })
}

/** Links a transporter to a courier account (one account per transporter); the credentials are sealed before they are stored. */
export const POST = async (req: AuthenticatedMedusaRequest<PostCourierAccount>, res: MedusaResponse) => {
  const body = req.validatedBody
  const missing = COURIER_CREDENTIALS[body.adapter].filter((k) => !body.credentials[k])
  if (missing.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `credentials.${missing[0]}: required for ${body.adapter}`)
  const [transporter] = await req.scope
    .resolve<{ listTransporters(f: Record<string, unknown>): Promise<{ id: string }[]> }>("transporter")
    .listTransporters({ id: body.transporter_id })
  if (!transporter) throw new MedusaError(MedusaError.Types.INVALID_DATA, `transporter_id: transporter ${body.transporter_id} not found`)
  const service = couriersOf(req.scope)
  if ((await service.listCourierAccounts({ transporter_id: body.transporter_id })).length) {
    res.status(409).json({ type: "conflict", message: `transporter_id: this transporter already has a courier account` })
    return
  }
  const credentials = Object.fromEntries(COURIER_CREDENTIALS[body.adapter].map((k) => [k, body.credentials[k]]))
  const created = await service.createCourierAccounts({
    transporter_id: body.transporter_id,
    adapter: body.adapter,
    name: body.name,
    base_url: body.base_url,
    credentials_enc: sealJson(credentials),
    webhook_secret_enc: body.webhook_secret ? seal(body.webhook_secret) : null,
    sandbox: body.sandbox ?? false,
    active: body.active ?? true,
    from_wilaya_code: body.from_wilaya_code ?? 16,
  })
  res.status(201).json({ courier_account: accountDTO(created) satisfies CourierAccountDTO })
}
