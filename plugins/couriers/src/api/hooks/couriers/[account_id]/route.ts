import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { COURIERS_MODULE, type CouriersModuleService } from "../../../../modules/couriers"
import type { TrackingEvent } from "../../../../lib/adapter"
import { isCourierError } from "../../../../lib/errors"
import { adapterOf } from "../../../../lib/runtime"
import { open } from "../../../../lib/secrets"
import { applyTrackingEvents } from "../../../../lib/tracking"

/**
 * A courier's webhooks for one account (decision 0041). GET: the subscription check (the courier's
 * challenge echoed). POST: the signature checked on the raw body with the account's secret (401
 * when it does not match: nothing is read), then every status event applied once: a duplicate or a
 * replayed batch changes nothing, events of parcels we do not know are skipped. Answered 200 once
 * recorded, so the courier does not retry what was applied.
 */
async function accountOf(req: MedusaRequest) {
  const [account] = await req.scope.resolve<CouriersModuleService>(COURIERS_MODULE).listCourierAccounts({ id: req.params.account_id, active: true })
  return account ?? null
}

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const account = await accountOf(req)
  const webhook = account ? adapterOf(account).webhook : null
  if (!account || !webhook) {
    res.status(404).json({ message: "no webhook here" })
    return
  }
  const answer = webhook.challenge(req.query as Record<string, string | undefined>)
  if (answer === null) {
    res.status(400).json({ message: "crc_token: missing" })
    return
  }
  res.status(200).type("text/plain").send(answer)
}

export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const account = await accountOf(req)
  const webhook = account ? adapterOf(account).webhook : null
  if (!account || !webhook || !account.webhook_secret_enc) {
    res.status(404).json({ message: "no webhook here" })
    return
  }
  const raw = (req as MedusaRequest & { rawBody?: Buffer }).rawBody
  if (!raw || !webhook.verify(Buffer.from(raw), req.headers, open(account.webhook_secret_enc), req.query as Record<string, unknown>)) {
    res.status(401).json({ message: "signature: does not match this account's webhook secret" })
    return
  }
  let events: TrackingEvent[]
  try {
    events = webhook.parse(Buffer.from(raw))
  } catch (e) {
    res.status(400).json({ message: isCourierError(e) ? e.message : "body: not a webhook batch" })
    return
  }
  const service = req.scope.resolve<CouriersModuleService>(COURIERS_MODULE)
  const trackings = [...new Set(events.map((e) => e.tracking))]
  const parcels = trackings.length ? await service.listParcels({ account_id: account.id, tracking: trackings, state: "created" }) : []
  let applied = 0
  for (const parcel of parcels) {
    const mine = events.filter((e) => e.tracking === parcel.tracking)
    applied += (await applyTrackingEvents(req.scope, parcel, mine, "webhook")).added
  }
  res.status(200).json({ received: events.length, applied, unknown: trackings.length - parcels.length })
}
