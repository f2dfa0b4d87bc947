import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CourierSyncPlan } from "@shop/contracts/couriers"
import { isCourierError } from "../../../../../lib/errors"
import { applySync, planSync } from "../../../../../lib/sync"
import { accountOr404 } from "../../../../helpers"
import type { PostCourierSync } from "../../../../validators"

/** The courier's tariff and stop-desks compared with the transporter's (`apply: false`, the default), or saved (`apply: true`). */
export const POST = async (req: AuthenticatedMedusaRequest<PostCourierSync>, res: MedusaResponse) => {
  const account = await accountOr404(req.scope, req.params.id)
  let plan: Awaited<ReturnType<typeof planSync>>
  try {
    plan = await planSync(req.scope, account)
  } catch (e) {
    const kind = isCourierError(e) ? e.kind : "unavailable"
    res.status(kind === "auth" ? 422 : 502).json({ type: "courier_error", kind, message: `${account.name}: ${(e as Error).message}` })
    return
  }
  if (req.validatedBody.apply) await applySync(req.scope, account, plan)
  const { _desks, ...answer } = plan
  res.json({ plan: { ...answer, applied: !!req.validatedBody.apply } satisfies CourierSyncPlan })
}
