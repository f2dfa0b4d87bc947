import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { HandOverResultDTO } from "@shop/contracts/couriers"
import { changeDeliveryWorkflow, checkTransition, isRepeat, ORDER_LIFE_MODULE, type OrderLifeRow } from "@shop/order-life/workflows"
import { COURIERS_MODULE, type CouriersModuleService } from "../modules/couriers"
import type { CourierAccountRow, ParcelRow } from "../modules/couriers/service"
import type { CourierAdapter, CourierCommune, ParcelDraft } from "./adapter"
import { courierWilayaOf, matchCommune } from "./courier-geo"
import { isCourierError } from "./errors"
import { adapterOf } from "./runtime"

/**
 * Hand-over of confirmed orders to their couriers (issue 16, decision 0041). Per order: the order
 * life's rule first (nothing leaves before it is confirmed); an order whose transporter has no
 * courier account is handed over by hand as before. For the others: the address checked against the
 * courier's communes and desks before anything is sent; the parcel claimed (one row per account,
 * order and generation); a parcel an earlier attempt may have created (time-out, crash, double click)
 * looked up at the courier by our reference before anything is re-sent; the rest sent in bulk up to
 * the courier's limit; drafts validated where the courier needs it; then the order life's hand-over
 * (Medusa fulfillment and shipment, amounts frozen) with the tracking number. A parcel created whose
 * life change then fails stays created and is reused by the next attempt: never made twice.
 */
export type HandOverResult = HandOverResultDTO

type OrderRow = {
  id: string
  display_id: number | null
  total: number | string | null
  shipping_address?: { address_1?: string | null; address_2?: string | null; phone?: string | null } | null
  items?:
    | ({
        title?: string | null
        product_title?: string | null
        variant_title?: string | null
        quantity: number | string
        total?: number | string | null
      } | null)[]
    | null
  shipping_methods?: ({ data?: Record<string, unknown> | null } | null)[] | null
}

type LifeReader = { listOrderLives(filters: Record<string, unknown>): Promise<OrderLifeRow[]> }
type GeoReader = {
  listCommunes(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<{ code: number; name_fr: string; name_ar: string }[]>
  listWilayas(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<{ code: number; name_fr: string }[]>
}
type DeskReader = {
  listStopDesks(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<{ id: string; external_id?: string | null; name: string }[]>
}

const fail = (order_id: string, status: number, message: string, field: string | null = null, retryable = false): HandOverResult => ({
  order_id,
  ok: false,
  status,
  field,
  message,
  retryable,
})

/** Our reference at the courier: the shop's order number (unique per account; a new generation adds "-2"). */
export const referenceOf = (displayId: number | null, orderId: string) => (displayId ? `CMD-${displayId}` : orderId)

const num = (v: unknown) => Number(v ?? 0)

async function runHandOver(container: MedusaContainer, orderId: string, tracking: string | null, actorId: string | null): Promise<HandOverResult> {
  try {
    await changeDeliveryWorkflow(container).run({ input: { order_id: orderId, to: "handed_over", tracking_number: tracking, actor_id: actorId } })
    return { order_id: orderId, ok: true, manual: tracking === null, tracking, parcel_id: null }
  } catch (e) {
    const err = e as { type?: string; message?: string }
    const status = err.type === "not_found" ? 404 : err.type === "invalid_data" ? 400 : 409
    return fail(orderId, status, err.message ?? "the hand-over failed")
  }
}

/** The courier's communes, read once and kept on the account (refreshed by "sync from courier"). */
async function communesOf(service: CouriersModuleService, account: CourierAccountRow, adapter: CourierAdapter): Promise<CourierCommune[]> {
  if (Array.isArray(account.communes) && account.communes.length) return account.communes as unknown as CourierCommune[]
  const communes = await adapter.communes()
  await service.updateCourierAccounts({ id: account.id, communes: communes as unknown as Record<string, unknown>, communes_synced_at: new Date() })
  return communes
}

export async function handOverOrders(container: MedusaContainer, input: { order_ids: string[]; actor_id?: string | null }): Promise<HandOverResult[]> {
  const actor = input.actor_id ?? null
  const ids = [...new Set(input.order_ids)]
  const service = container.resolve<CouriersModuleService>(COURIERS_MODULE)
  const lives = await container.resolve<LifeReader>(ORDER_LIFE_MODULE).listOrderLives({ order_id: ids })
  const lifeOf = new Map(lives.map((l) => [l.order_id, l]))
  const results = new Map<string, HandOverResult>()

  // the life's rules first: an unconfirmed or cancelled order is refused here, before any courier is called
  const due: OrderLifeRow[] = []
  for (const id of ids) {
    const life = lifeOf.get(id)
    if (!life) results.set(id, fail(id, 404, `order ${id} is not a cash-on-delivery order`, "order_id"))
    else if (isRepeat("delivery", life, "handed_over")) {
      results.set(id, { order_id: id, ok: true, manual: !life.tracking_number, tracking: life.tracking_number ?? null, parcel_id: null })
    } else {
      const verdict = checkTransition("delivery", life, "handed_over")
      if (!verdict.ok) results.set(id, fail(id, 409, verdict.rule))
      else due.push(life)
    }
  }

  const transporterIds = [...new Set(due.map((l) => l.transporter_id).filter((t): t is string => !!t))]
  const accounts = transporterIds.length ? await service.listCourierAccounts({ transporter_id: transporterIds, active: true }) : []
  const accountOf = new Map(accounts.map((a) => [a.transporter_id, a]))

  // by hand: no courier account for this transporter
  for (const life of due.filter((l) => !l.transporter_id || !accountOf.has(l.transporter_id))) {
    results.set(life.order_id, await runHandOver(container, life.order_id, null, actor))
  }

  for (const account of accounts) {
    const group = due.filter((l) => l.transporter_id === account.transporter_id)
    if (!group.length) continue
    for (const r of await handOverToAccount(container, service, account, group, actor)) results.set(r.order_id, r)
  }
  return ids.map((id) => results.get(id) ?? fail(id, 500, "not handed over"))
}

async function handOverToAccount(
  container: MedusaContainer,
  service: CouriersModuleService,
  account: CourierAccountRow,
  lives: OrderLifeRow[],
  actor: string | null
): Promise<HandOverResult[]> {
  const out: HandOverResult[] = []
  let adapter: CourierAdapter
  try {
    adapter = adapterOf(account)
  } catch (e) {
    // an account the adapter cannot use (a credential missing): every order says so, none is sent
    const field = isCourierError(e) && e.field ? `credentials.${e.field}` : null
    return lives.map((l) => fail(l.order_id, 422, `${account.name}: ${(e as Error).message}; fix the courier account`, field))
  }
  let communes: CourierCommune[]
  try {
    communes = await communesOf(service, account, adapter)
  } catch (e) {
    const retryable = isCourierError(e) && e.retryable
    return lives.map((l) =>
      fail(l.order_id, retryable ? 503 : 502, `${account.name}: the courier's communes could not be read (${(e as Error).message})`, null, retryable)
    )
  }

  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "total",
      "shipping_address.address_1",
      "shipping_address.address_2",
      "items.title",
      "items.product_title",
      "items.variant_title",
      "items.quantity",
      "items.total",
      "shipping_methods.data",
    ],
    filters: { id: lives.map((l) => l.order_id) },
  })
  const orderOf = new Map((orders as unknown as OrderRow[]).map((o) => [o.id, o]))
  const geoService = container.resolve<GeoReader>("geo")
  const geo = await geoService.listCommunes({ code: [...new Set(lives.map((l) => l.commune_code))] }, { select: ["code", "name_fr", "name_ar"] })
  const communeOf = new Map(geo.map((c) => [c.code, c]))
  // the courier's wilaya (58 model) by its French name
  const wilayaNames = new Map(
    (await geoService.listWilayas({ code: [...new Set(geo.map((c) => courierWilayaOf(c.code)))] }, { select: ["code", "name_fr"] })).map((w) => [
      w.code,
      w.name_fr,
    ])
  )
  const deskIds = lives
    .map((l) => orderOf.get(l.order_id)?.shipping_methods?.find((m) => m?.data?.stop_desk_id)?.data?.stop_desk_id)
    .filter((d): d is string => typeof d === "string")
  const desks = deskIds.length
    ? await container.resolve<DeskReader>("transporter").listStopDesks({ id: deskIds }, { select: ["id", "external_id", "name"] })
    : []
  const deskOf = new Map(desks.map((d) => [d.id, d]))

  // 1. drafts: every address the courier cannot take is refused here, with the reason, before anything is sent
  const drafts = new Map<string, ParcelDraft>()
  for (const life of lives) {
    const order = orderOf.get(life.order_id)
    const commune = communeOf.get(life.commune_code)
    if (!order || !commune) {
      out.push(fail(life.order_id, 404, `order ${life.order_id}: its order or commune ${life.commune_code} was not found`, "commune_code"))
      continue
    }
    const theirs = matchCommune(communes, { code: commune.code, name_fr: commune.name_fr, name_ar: commune.name_ar })
    if (!theirs || !theirs.deliverable) {
      out.push(fail(life.order_id, 422, `${account.name} does not deliver to ${commune.name_fr} (wilaya ${courierWilayaOf(commune.code)})`, "commune_code"))
      continue
    }
    let stopDeskId: string | null = null
    if (life.delivery_type === "stop_desk") {
      const deskId = order.shipping_methods?.find((m) => m?.data?.stop_desk_id)?.data?.stop_desk_id as string | undefined
      const desk = deskId ? deskOf.get(deskId) : undefined
      if (!desk?.external_id) {
        out.push(
          fail(
            life.order_id,
            422,
            `the stop-desk ${desk?.name ?? deskId ?? "?"} is not known to ${account.name}: sync the stop-desks from the courier`,
            "stop_desk_id"
          )
        )
        continue
      }
      stopDeskId = desk.external_id
    }
    const items = (order.items ?? []).filter((i): i is NonNullable<typeof i> => !!i)
    const products = items
      .map((i) => `${num(i.quantity)} × ${i.product_title ?? i.title ?? ""}${i.variant_title && i.variant_title !== "Default" ? ` (${i.variant_title})` : ""}`)
      .join(", ")
    drafts.set(life.order_id, {
      reference: referenceOf(order.display_id, order.id),
      first_name: life.first_name,
      last_name: life.last_name,
      phone: life.phone,
      address: [order.shipping_address?.address_1, order.shipping_address?.address_2].filter(Boolean).join(", ") || theirs.name,
      wilaya_code: courierWilayaOf(commune.code),
      wilaya_name: wilayaNames.get(courierWilayaOf(commune.code)) ?? String(courierWilayaOf(commune.code)),
      commune_name: theirs.name,
      stop_desk_id: stopDeskId,
      // an exchange parcel collects the difference frozen when the exchange was recorded (decision 0042)
      cash_to_collect: Math.round(life.delivery_kind === "exchange" && life.cash_to_collect != null ? num(life.cash_to_collect) : num(order.total)),
      declared_value: Math.round(items.reduce((s, i) => s + num(i.total), 0)),
      products: products.slice(0, 250),
      quantity: items.reduce((s, i) => s + num(i.quantity), 0),
      kind: life.delivery_kind === "exchange" ? "exchange" : "delivery",
      product_to_collect: life.delivery_kind === "exchange" ? `Échange commande ${referenceOf(order.display_id, order.id)}` : null,
      can_open: false,
    })
  }

  // 2. claim each parcel; reconcile the ones an earlier attempt may have created
  const parcels = new Map<string, ParcelRow>()
  const toSend: { order_id: string; parcel: ParcelRow; draft: ParcelDraft }[] = []
  for (const [orderId, draft] of drafts) {
    let parcel = await service.claimParcel({ order_id: orderId, account_id: account.id, reference: draft.reference })
    draft.reference = parcel.reference
    if (parcel.state !== "created" && parcel.send_attempts > 1) {
      try {
        const found = await adapter.findByReference(parcel.reference)
        if (found) parcel = await markCreated(service, parcel, found.tracking, found.label_url, null)
      } catch (e) {
        out.push(fail(orderId, 503, `${account.name}: could not check whether the parcel was already created (${(e as Error).message}); try again`, null, true))
        continue
      }
    }
    parcels.set(orderId, parcel)
    if (parcel.state !== "created") toSend.push({ order_id: orderId, parcel, draft })
  }

  // 3. send in batches up to the courier's limit; a batch that got no answer leaves its parcels to reconcile
  for (let i = 0; i < toSend.length; i += adapter.bulkLimit) {
    const batch = toSend.slice(i, i + adapter.bulkLimit)
    try {
      const answers = await adapter.createParcels(batch.map((b) => b.draft))
      for (const [k, b] of batch.entries()) {
        const a = answers[k]
        if (a?.ok) parcels.set(b.order_id, await markCreated(service, b.parcel, a.tracking, a.label_url, a.courier_fee))
        else {
          const message = a ? a.message : "no answer for this parcel"
          await service.updateParcels({ id: b.parcel.id, state: "failed", last_error: message, last_error_kind: a?.code ?? "validation" })
          parcels.delete(b.order_id)
          out.push(fail(b.order_id, 422, `${account.name}: ${message}`, a && !a.ok ? (a.field ?? null) : null))
        }
      }
    } catch (e) {
      const retryable = isCourierError(e) && e.retryable
      for (const b of batch) {
        await service.updateParcels({
          id: b.parcel.id,
          state: retryable ? "sending" : "failed",
          last_error: (e as Error).message,
          last_error_kind: isCourierError(e) ? e.kind : "unavailable",
        })
        parcels.delete(b.order_id)
        out.push(
          fail(
            b.order_id,
            retryable ? 503 : 502,
            retryable
              ? `${account.name} did not answer (${(e as Error).message}); try again: the parcel will not be made twice`
              : `${account.name}: ${(e as Error).message}`,
            isCourierError(e) ? e.field : null,
            retryable
          )
        )
      }
    }
  }

  // 4. drafts the courier keeps until validated
  const warnings = new Map<string, string>()
  const unvalidated = [...parcels.entries()].filter(([, p]) => p.state === "created" && !p.validated_at && p.tracking)
  if (adapter.needsValidation && unvalidated.length) {
    try {
      await adapter.validate(unvalidated.map(([, p]) => p.tracking!))
      for (const [orderId, p] of unvalidated) parcels.set(orderId, await service.updateParcels({ id: p.id, validated_at: new Date() }))
    } catch (e) {
      for (const [orderId, p] of unvalidated) {
        await service.updateParcels({
          id: p.id,
          last_error: `validation: ${(e as Error).message}`,
          last_error_kind: isCourierError(e) ? e.kind : "unavailable",
        })
        warnings.set(orderId, `${account.name}: the parcel is created but not yet validated (${(e as Error).message}); it will be validated by the next run`)
      }
    }
  }

  // 5. the order life's hand-over, with the tracking number
  for (const [orderId, parcel] of parcels) {
    const r = await runHandOver(container, orderId, parcel.tracking, actor)
    out.push(r.ok ? { ...r, manual: false, parcel_id: parcel.id, warning: warnings.get(orderId) ?? null } : r)
  }
  return out
}

async function markCreated(
  service: CouriersModuleService,
  parcel: ParcelRow,
  tracking: string,
  labelUrl: string | null,
  fee: number | null
): Promise<ParcelRow> {
  const updated = await service.updateParcels({
    id: parcel.id,
    state: "created",
    tracking,
    label_url: labelUrl,
    courier_fee: fee,
    last_error: null,
    last_error_kind: null,
    next_poll_at: new Date(Date.now() + 5 * 60_000),
  })
  await service.recordEvents(
    parcel.id,
    [
      {
        tracking,
        event_id: `created:${tracking}`,
        occurred_at: new Date().toISOString(),
        status: "created",
        raw_status: "created",
        raw_reason: null,
        location: null,
      },
    ],
    "send"
  )
  return updated
}
