import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CourierAccountDTO } from "@shop/contracts/couriers"
import { isCourierError } from "../../../../../lib/errors"
import { adapterOf } from "../../../../../lib/runtime"
import { accountDTO, accountOr404, couriersOf } from "../../../../helpers"

/**
 * `POST /admin/courier-accounts/:id/test-connection` (not `/test`: Medusa's build leaves out every folder
 * named `test`, so that route existed in the sources and the integration specs but not in the built plugin).
 * Checks the credentials with the courier's cheapest authenticated call; the outcome is kept on the account. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const account = await accountOr404(req.scope, req.params.id)
  let error: string | null = null
  let kind: string | null = null
  try {
    await adapterOf(account, { timeoutMs: 10_000 }).testCredentials()
  } catch (e) {
    error = (e as Error).message
    kind = isCourierError(e) ? e.kind : "unavailable"
  }
  const updated = await couriersOf(req.scope).updateCourierAccounts({ id: account.id, last_test_at: new Date(), last_test_error: error })
  res.json({ ok: !error, error, kind, courier_account: accountDTO(updated) satisfies CourierAccountDTO })
}
