import type { CreateOrderChangeActionDTO, IFulfillmentModuleService, IInventoryService, IOrderModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ChangeActionType, ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  authorizePaymentSessionStep,
  beginOrderEditOrderWorkflow,
  confirmOrderEditRequestWorkflow,
  createOrderChangeActionsWorkflow,
  createPaymentSessionsWorkflow,
  orderEditAddNewItemWorkflow,
  orderEditUpdateItemQuantityWorkflow,
  releaseLockStep,
  requestOrderEditRequestWorkflow,
  updateOrderTaxLinesWorkflow,
  updateOrderWorkflow,
} from "@medusajs/medusa/core-flows"
import { present } from "../lib/order"
import { checkEdit } from "../lib/rules"
import type { LifeEventInput, LifePatch, OrderLifeRow } from "../modules/order-life/service"
import { lockOf } from "./lock"
import { applyLifeChangeStep } from "./steps/apply-life-change"
import { lifeOf, refused } from "./steps/plan-life-change"

/** The delivery the buyer chose on the phone, as the store's order form names it. */
export type EditDelivery = {
  wilaya: number
  commune: number
  address?: string | null
  shipping_option_id: string
  stop_desk_id?: string | null
}

export type OrderEditInput = {
  order_id: string
  /** A line's new quantity (0 removes it). */
  lines?: { line_item_id: string; quantity: number }[]
  new_items?: { variant_id: string; quantity: number }[]
  delivery?: EditDelivery | null
  note?: string | null
  actor_id?: string | null
}

type Maybe<T> = T | null | undefined
type Address = Record<string, unknown> & { metadata?: Maybe<Record<string, unknown>> }
type EditOrderRow = {
  id: string
  status: string
  total: number | string
  sales_channel_id: Maybe<string>
  items?: Maybe<Maybe<{ id: string; quantity: number | string; variant_id: Maybe<string>; title: Maybe<string>; variant_title: Maybe<string> }>[]>
  shipping_methods?: Maybe<
    Maybe<{ id: string; amount: number | string; name: string; shipping_option_id: Maybe<string>; data: Maybe<Record<string, unknown>> }>[]
  >
  shipping_address?: Maybe<Address>
  payment_collections?: Maybe<Maybe<{ payments?: Maybe<Maybe<{ provider_id: string }>[]> }>[]>
}

type DeliverySide = {
  wilaya: number
  commune: number
  /** The commune's names, for the history in French and Arabic. */
  name: { fr: string; ar: string } | null
  transporter_id: string | null
  delivery_type: string | null
  shipping: number
}

/** The delivery once checked and priced on the server (the transporters' provider, the same as at checkout). */
type PlannedDelivery = {
  address: Address
  method: { name: string; shipping_option_id: string; amount: number; data: Record<string, unknown> }
  remove_method_ids: { id: string; amount: number }[]
  patch: Pick<LifePatch, "wilaya_code" | "commune_code" | "transporter_id" | "delivery_type">
  from: DeliverySide
  to: DeliverySide
}

export type OrderEditPlan = {
  order_id: string
  version: number
  previous: OrderLifeRow
  states: string
  updates: { id: string; quantity: number }[]
  adds: { variant_id: string; quantity: number }[]
  /** Lines, variants or delivery change: Medusa's order edit runs. */
  edit: boolean
  /** The street only (same commune and courier): the address changes without an order edit. */
  address: Address | null
  delivery: PlannedDelivery | null
  total_before: number
  provider_id: string
  changes: Record<string, unknown>
}

const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)
const money = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100
/** Medusa's system provider, cash on delivery's: authorized when placed, captured on delivery. */
const COD_PROVIDER = "pp_system_default"

type GeoCommune = { code: number; name_fr: string; name_ar: string; deliverable: boolean; wilaya?: { code: number; deliverable: boolean } | null }
type Geo = { listCommunes(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<GeoCommune[]> }

async function loadEditOrder(container: MedusaContainer, orderId: string) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "status",
      "total",
      "sales_channel_id",
      "items.id",
      "items.quantity",
      "items.variant_id",
      "items.title",
      "items.variant_title",
      "shipping_methods.id",
      "shipping_methods.amount",
      "shipping_methods.name",
      "shipping_methods.shipping_option_id",
      "shipping_methods.data",
      "shipping_address.*",
      "payment_collections.payments.provider_id",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as EditOrderRow | undefined
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `order_id: order ${orderId} not found`)
  return order
}

/**
 * Units the sales channel's warehouses can still give each variant (stocked minus reserved),
 * null for a variant whose stock is not managed or which may be back-ordered.
 */
async function availableByVariant(container: MedusaContainer, salesChannelId: string, variantIds: string[]) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: channels } = await query.graph({ entity: "sales_channel", fields: ["stock_locations.id"], filters: { id: salesChannelId } })
  const locations = present((channels[0] as { stock_locations?: Maybe<Maybe<{ id: string }>[]> } | undefined)?.stock_locations).map((l) => l.id)
  const { data: variants } = await query.graph({
    entity: "product_variant",
    fields: ["id", "manage_inventory", "allow_backorder", "inventory_items.inventory_item_id", "inventory_items.required_quantity"],
    filters: { id: variantIds },
  })
  const inventory = container.resolve<IInventoryService>(Modules.INVENTORY)
  const result = new Map<string, number | null>()
  for (const v of variants as {
    id: string
    manage_inventory: boolean
    allow_backorder: boolean
    inventory_items?: Maybe<Maybe<{ inventory_item_id: string; required_quantity: number }>[]>
  }[]) {
    const items = present(v.inventory_items)
    if (!v.manage_inventory || v.allow_backorder || !items.length) {
      result.set(v.id, null)
      continue
    }
    let units = Number.MAX_SAFE_INTEGER
    for (const i of items) {
      const available = locations.length ? Number(await inventory.retrieveAvailableQuantity(i.inventory_item_id, locations)) : 0
      units = Math.min(units, Math.floor(available / Math.max(1, Number(i.required_quantity))))
    }
    result.set(v.id, Math.max(0, units))
  }
  return result
}

/** The new delivery checked (deliverable commune of the wilaya, a transporter's option, its desk) and priced by its provider. */
async function planDelivery(container: MedusaContainer, order: EditOrderRow, life: OrderLifeRow, d: EditDelivery): Promise<PlannedDelivery> {
  const communes = await container.resolve<Geo>("geo").listCommunes({ code: [d.commune, life.commune_code] }, { relations: ["wilaya"] })
  const commune = communes.find((c) => c.code === d.commune)
  const names = (code: number) => {
    const c = communes.find((x) => x.code === code)
    return c ? { fr: c.name_fr, ar: c.name_ar } : null
  }
  if (!commune) throw invalid(`delivery.commune: commune ${d.commune} does not exist`)
  if (commune.wilaya?.code !== d.wilaya) throw invalid(`delivery.commune: commune ${d.commune} is not in wilaya ${d.wilaya}`)
  if (!commune.wilaya.deliverable) throw invalid(`delivery.wilaya: wilaya ${d.wilaya} is not delivered`)
  if (!commune.deliverable) throw invalid(`delivery.commune: commune ${d.commune} is not delivered`)

  const fulfillment = container.resolve<IFulfillmentModuleService>(Modules.FULFILLMENT)
  const [option] = await fulfillment.listShippingOptions({ id: d.shipping_option_id }, { select: ["id", "name", "provider_id", "data"] })
  const optionData = (option?.data ?? {}) as Record<string, unknown>
  if (!option?.provider_id?.startsWith("transporter_") || typeof optionData.transporter_id !== "string") {
    throw invalid("delivery.shipping_option_id: not a transporter's delivery option")
  }
  const stopDesk = optionData.delivery_type === "stop_desk"
  if (stopDesk && !d.stop_desk_id) throw invalid("delivery.stop_desk_id: choose one of the transporter's stop-desks")
  if (!stopDesk && d.stop_desk_id) throw invalid("delivery.stop_desk_id: only a stop-desk delivery takes a stop-desk")
  const street = d.address?.trim() ?? ""
  if (!stopDesk && street.length < 3) throw invalid("delivery.address: a home delivery needs the street address")

  const old = order.shipping_address ?? {}
  const address: Address = {
    ...pick(old, ["first_name", "last_name", "phone", "country_code", "company", "postal_code", "address_2"]),
    address_1: street,
    city: commune.name_fr,
    province: String(d.wilaya),
    country_code: "dz",
    metadata: { ...(old.metadata ?? {}), commune_code: d.commune },
  }
  const data = d.stop_desk_id ? { stop_desk_id: d.stop_desk_id } : {}
  let validated: Record<string, unknown>
  try {
    validated = await fulfillment.validateFulfillmentData(option.provider_id, optionData, data, { shipping_address: address } as never)
  } catch (e) {
    throw invalid(`delivery.${(e as Error).message.replace(/^shipping_address: /, "commune: ")}`)
  }
  const [price] = await fulfillment.calculateShippingOptionsPrices([
    { id: option.id, provider_id: option.provider_id, optionData, data, context: { shipping_address: address } as never },
  ])
  if (price?.calculated_amount === undefined || price.calculated_amount === null) {
    throw invalid(`delivery.commune: this courier does not deliver ${String(optionData.delivery_type)} to ${commune.name_fr}`)
  }
  const methods = present(order.shipping_methods)
  const shipping = methods.reduce((a, m) => a + Number(m.amount ?? 0), 0)
  const amount = money(price.calculated_amount)
  return {
    address,
    method: { name: option.name, shipping_option_id: option.id, amount, data: validated },
    remove_method_ids: methods.map((m) => ({ id: m.id, amount: Number(m.amount ?? 0) })),
    patch: { wilaya_code: d.wilaya, commune_code: d.commune, transporter_id: optionData.transporter_id, delivery_type: String(optionData.delivery_type) },
    from: {
      wilaya: life.wilaya_code,
      commune: life.commune_code,
      name: names(life.commune_code),
      transporter_id: life.transporter_id ?? null,
      delivery_type: life.delivery_type ?? null,
      shipping: money(shipping),
    },
    to: {
      wilaya: d.wilaya,
      commune: d.commune,
      name: names(d.commune),
      transporter_id: optionData.transporter_id,
      delivery_type: String(optionData.delivery_type),
      shipping: amount,
    },
  }
}

function pick(o: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined && o[k] !== null).map((k) => [k, o[k]]))
}

/**
 * Reads the life and the order under the order's lock: the edit rule (409), the lines and variants
 * (400 naming the field), the stock the added units need (400 with what is left), and the new
 * delivery checked and re-priced on the server. Nothing is written.
 */
export const planOrderEditStep = createStep("plan-order-edit", async (input: OrderEditInput, { container }) => {
  const life = await lifeOf(container, input.order_id)
  const verdict = checkEdit({
    confirmation_state: life.confirmation_state,
    delivery_state: life.delivery_state,
    money_state: life.money_state,
    delivery_kind: life.delivery_kind,
  })
  if (!verdict.ok) throw refused(verdict.rule)
  const order = await loadEditOrder(container, input.order_id)
  if (order.status === "canceled") throw refused("edit: a cancelled order cannot be edited")

  const items = new Map(present(order.items).map((i) => [i.id, i]))
  const seen = new Set<string>()
  const updates: { id: string; quantity: number }[] = []
  const changed: { line_item_id: string; title: string; from: number; to: number }[] = []
  ;(input.lines ?? []).forEach((l, i) => {
    const item = items.get(l.line_item_id)
    if (!item) throw invalid(`lines.${i}.line_item_id: ${l.line_item_id} is not a line of this order`)
    if (seen.has(l.line_item_id)) throw invalid(`lines.${i}.line_item_id: ${l.line_item_id} is named twice`)
    seen.add(l.line_item_id)
    if (Number(item.quantity) === l.quantity) return
    updates.push({ id: l.line_item_id, quantity: l.quantity })
    changed.push({
      line_item_id: l.line_item_id,
      title: [item.title, item.variant_title].filter(Boolean).join(" — "),
      from: Number(item.quantity),
      to: l.quantity,
    })
  })

  const adds = input.new_items ?? []
  const addIds = [...new Set(adds.map((n) => n.variant_id))]
  const { data: variants } = addIds.length
    ? await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "product_variant", fields: ["id", "title", "product.title"], filters: { id: addIds } })
    : { data: [] }
  const known = new Map((variants as { id: string; title: Maybe<string>; product?: Maybe<{ title: Maybe<string> }> }[]).map((v) => [v.id, v]))
  adds.forEach((n, i) => {
    if (!known.has(n.variant_id)) throw invalid(`new_items.${i}.variant_id: no product variant ${n.variant_id}`)
  })

  // what the order will hold, per variant: the stock must cover what it holds more than now
  const after = new Map<string, number>()
  const now = new Map<string, number>()
  for (const item of items.values()) {
    if (!item.variant_id) continue
    now.set(item.variant_id, (now.get(item.variant_id) ?? 0) + Number(item.quantity))
    const update = updates.find((u) => u.id === item.id)
    after.set(item.variant_id, (after.get(item.variant_id) ?? 0) + (update ? update.quantity : Number(item.quantity)))
  }
  adds.forEach((n) => after.set(n.variant_id, (after.get(n.variant_id) ?? 0) + n.quantity))
  if (![...after.values()].some((q) => q > 0)) throw invalid("lines: an order keeps at least one line; cancel it instead")
  const growing = [...after].filter(([v, q]) => q > (now.get(v) ?? 0)).map(([v]) => v)
  if (growing.length) {
    if (!order.sales_channel_id) throw invalid("order_id: the order has no sales channel to take stock from")
    const available = await availableByVariant(container, order.sales_channel_id, growing)
    for (const v of growing) {
      const free = available.get(v)
      const more = after.get(v)! - (now.get(v) ?? 0)
      if (free === null || free === undefined || free >= more) continue
      const addIndex = adds.findIndex((n) => n.variant_id === v)
      const lineIndex = (input.lines ?? []).findIndex((l) => items.get(l.line_item_id)?.variant_id === v)
      const field = addIndex >= 0 ? `new_items.${addIndex}.quantity` : `lines.${lineIndex}.quantity`
      throw invalid(`${field}: only ${free} more available (${more} asked)`)
    }
  }

  let delivery: PlannedDelivery | null = null
  let address: Address | null = null
  if (input.delivery) {
    const planned = await planDelivery(container, order, life, input.delivery)
    const methods = present(order.shipping_methods)
    const sameWay =
      methods.length === 1 &&
      methods[0].shipping_option_id === planned.method.shipping_option_id &&
      money(methods[0].amount) === planned.method.amount &&
      (methods[0].data?.stop_desk_id ?? null) === (planned.method.data.stop_desk_id ?? null) &&
      life.commune_code === input.delivery.commune
    if (sameWay) {
      const old = order.shipping_address ?? {}
      if ((old.address_1 ?? "") !== planned.address.address_1) address = planned.address
    } else {
      delivery = planned
    }
  }
  const provider_id = present(present(order.payment_collections).flatMap((c) => present(c.payments)))[0]?.provider_id ?? COD_PROVIDER
  const edit = updates.length > 0 || adds.length > 0 || !!delivery
  if (!edit && !address) throw invalid("lines: nothing to change (the same lines and delivery)")

  const changes: Record<string, unknown> = { kind: "edit" }
  if (changed.length) changes.changed_lines = changed
  if (adds.length) {
    changes.added_items = adds.map((n) => {
      const v = known.get(n.variant_id)
      return { variant_id: n.variant_id, title: [v?.product?.title, v?.title].filter(Boolean).join(" — "), quantity: n.quantity }
    })
  }
  if (delivery) changes.delivery = { from: delivery.from, to: delivery.to }
  if (address || delivery) changes.address = { from: order.shipping_address?.address_1 ?? "", to: (delivery?.address ?? address)!.address_1 }
  const plan: OrderEditPlan = {
    order_id: input.order_id,
    version: Number(life.version),
    previous: life,
    states: life.confirmation_state,
    updates,
    adds,
    edit,
    address: delivery ? delivery.address : address,
    delivery,
    total_before: money(order.total),
    provider_id,
    changes,
  }
  return new StepResponse(plan)
})

/**
 * The new delivery's shipping method in the open order edit, at the price the server quoted
 * (tax-inclusive, as at checkout, with the provider's validated data: courier, type, desk,
 * commune), and the old method's removal; compensated by deleting the method it created.
 */
export const replaceShippingMethodStep = createStep(
  "order-edit-replace-shipping-method",
  async (input: { order_id: string; delivery: PlannedDelivery }, { container }) => {
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const [change] = await orders.listOrderChanges({ order_id: input.order_id, status: ["pending", "requested"] }, { select: ["id", "version"] })
    if (!change) throw refused("edit: the order edit was not opened")
    const [method] = await orders.createOrderShippingMethods([
      {
        order_id: input.order_id,
        version: change.version,
        name: input.delivery.method.name,
        shipping_option_id: input.delivery.method.shipping_option_id,
        amount: input.delivery.method.amount,
        is_tax_inclusive: true,
        data: input.delivery.method.data,
      },
    ])
    const actions: CreateOrderChangeActionDTO[] = [
      ...input.delivery.remove_method_ids.map((m) => ({
        action: ChangeActionType.SHIPPING_REMOVE,
        reference: "order_shipping_method",
        reference_id: m.id,
        order_change_id: change.id,
        order_id: input.order_id,
        version: change.version,
        amount: -m.amount,
      })),
      {
        action: ChangeActionType.SHIPPING_ADD,
        reference: "order_shipping_method",
        reference_id: method.id,
        order_change_id: change.id,
        order_id: input.order_id,
        version: change.version,
        amount: input.delivery.method.amount,
      },
    ]
    return new StepResponse({ method_id: method.id, actions }, method.id)
  },
  async (methodId: string | undefined, { container }) => {
    if (methodId) await container.resolve<IOrderModuleService>(Modules.ORDER).deleteOrderShippingMethods([methodId])
  }
)

/** The collection Medusa opened for the edited total (it cancels the authorized one): the one to authorize. */
export const openCollectionStep = createStep("order-edit-open-collection", async (input: { order_id: string }, { container }) => {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["total", "payment_collections.id", "payment_collections.status", "payment_collections.amount"],
    filters: { id: input.order_id },
  })
  const row = data[0] as { total: number | string; payment_collections?: Maybe<Maybe<{ id: string; status: string; amount: number | string }>[]> }
  const open = present(row.payment_collections).find((c) => c.status === "not_paid" || c.status === "awaiting")
  if (!open) throw refused("edit: Medusa opened no payment collection for the edited order")
  return new StepResponse({ payment_collection_id: open.id, total_after: money(row.total) })
})

/**
 * An edit during the call (issue 19 item 2, decision 0071), under the order's lock: plan (rules,
 * lines, variants, stock, delivery re-priced on the server) → the street alone through Medusa's
 * order update (recorded as an address change) → Medusa's own order edit: quantities (0 removes a
 * line), new items at the shop's prices, the delivery's shipping method replaced at the server's
 * quote, then requested and confirmed, which moves the reservations (the old lines' released, the
 * new quantities reserved) → the cash-on-delivery authorization redone for the new total (Medusa
 * cancels the authorized collection and opens one for the edited total) → the life (wilaya,
 * commune, courier and type; an "edit" event with what changed). Each core flow undoes itself when
 * a later step fails.
 */
export const editOrderWorkflow = createWorkflow("edit-cod-order", (input: OrderEditInput) => {
  const lock = lockOf(input)
  acquireLockStep(lock)
  const plan = planOrderEditStep(input)

  when("order-edit-address", { plan }, ({ plan }) => !!plan.address).then(() => {
    updateOrderWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({ id: plan.order_id, user_id: input.actor_id ?? "", shipping_address: plan.address! })),
    })
  })

  // one `when` per part, all at the workflow's top level, in order
  when("order-edit-begin", { plan }, ({ plan }) => plan.edit).then(() => {
    beginOrderEditOrderWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({
        order_id: plan.order_id,
        created_by: input.actor_id ?? undefined,
        internal_note: input.note ?? undefined,
        description: "edited during the confirmation call",
      })),
    })
  })
  when("order-edit-quantities", { plan }, ({ plan }) => plan.updates.length > 0).then(() => {
    orderEditUpdateItemQuantityWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => ({ order_id: plan.order_id, items: plan.updates })) })
  })
  when("order-edit-new-items", { plan }, ({ plan }) => plan.adds.length > 0).then(() => {
    orderEditAddNewItemWorkflow.runAsStep({ input: transform({ plan }, ({ plan }) => ({ order_id: plan.order_id, items: plan.adds })) })
  })
  when("order-edit-delivery", { plan }, ({ plan }) => !!plan.delivery).then(() => {
    const replaced = replaceShippingMethodStep(transform({ plan }, ({ plan }) => ({ order_id: plan.order_id, delivery: plan.delivery! })))
    createOrderChangeActionsWorkflow.runAsStep({ input: transform({ replaced }, ({ replaced }) => replaced.actions) })
    updateOrderTaxLinesWorkflow.runAsStep({
      input: transform({ plan, replaced }, ({ plan, replaced }) => ({ order_id: plan.order_id, shipping_method_ids: [replaced.method_id] })),
    })
  })
  const edited = when("order-edit-confirm", { plan }, ({ plan }) => plan.edit).then(() => {
    requestOrderEditRequestWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({ order_id: plan.order_id, requested_by: input.actor_id ?? undefined })),
    })
    confirmOrderEditRequestWorkflow.runAsStep({
      input: transform({ plan, input }, ({ plan, input }) => ({ order_id: plan.order_id, confirmed_by: input.actor_id ?? undefined })),
    })
    const collection = openCollectionStep(transform({ plan }, ({ plan }) => ({ order_id: plan.order_id })))
    const session = createPaymentSessionsWorkflow.runAsStep({
      input: transform({ plan, collection }, ({ plan, collection }) => ({
        payment_collection_id: collection.payment_collection_id,
        provider_id: plan.provider_id,
      })),
    })
    authorizePaymentSessionStep(transform({ session }, ({ session }) => ({ id: session.id, context: {} })))
    return collection
  })

  const life = applyLifeChangeStep(
    transform({ plan, edited, input }, ({ plan, edited, input }) => {
      const event: LifeEventInput = {
        axis: "confirmation",
        from_state: plan.states,
        to_state: plan.states,
        actor_id: input.actor_id ?? null,
        note: input.note?.trim() || null,
        data: { ...plan.changes, total_before: plan.total_before, total_after: edited?.total_after ?? plan.total_before },
      }
      return { order_id: plan.order_id, version: plan.version, previous: plan.previous, patch: plan.delivery?.patch ?? {}, events: [event] }
    })
  )
  releaseLockStep(lock)
  return new WorkflowResponse(life)
})

export type MergeOrderInput = { order_id: string; into_order_id: string; note?: string | null; actor_id?: string | null }

/** A name folded as the queue's duplicate marker folds it: accents, case, Arabic letter variants, spaces. */
const fold = (s: string | null | undefined) =>
  (s ?? "").normalize("NFKD").replace(/\p{M}/gu, "").replace(/[أإآ]/g, "ا").replace(/ة/g, "ه").replace(/ى/g, "ي").toLowerCase().replace(/\s+/g, " ").trim()
/** The person: both names folded and sorted ("Benali Zoé" and "zoe BENALI" are one). */
const personKey = (l: OrderLifeRow) => [fold(l.first_name), fold(l.last_name)].filter(Boolean).sort().join(" ")

/**
 * A probable duplicate merged into the buyer's other order: both open and not handed over, the same
 * buyer (same phone, or the same name in the same commune); the duplicate's lines to add, its
 * cancellation checked before anything is written.
 */
export const planMergeStep = createStep("plan-order-merge", async (input: MergeOrderInput, { container }) => {
  if (input.order_id === input.into_order_id) throw invalid("into_order_id: an order cannot be merged into itself")
  const dup = await lifeOf(container, input.order_id)
  const into = await lifeOf(container, input.into_order_id)
  for (const [life, field] of [
    [dup, "order_id"],
    [into, "into_order_id"],
  ] as const) {
    const verdict = checkEdit({
      confirmation_state: life.confirmation_state,
      delivery_state: life.delivery_state,
      money_state: life.money_state,
      delivery_kind: life.delivery_kind,
    })
    if (!verdict.ok) throw refused(`${field}: ${verdict.rule}`)
  }
  const sameBuyer = dup.phone === into.phone || (personKey(dup) === personKey(into) && dup.commune_code === into.commune_code)
  if (!sameBuyer) throw invalid("into_order_id: the two orders are not the same buyer's (phone, or name and commune)")
  const order = await loadEditOrder(container, input.order_id)
  const lines = present(order.items).filter((i) => i.variant_id && Number(i.quantity) > 0)
  if (!lines.length) throw invalid("order_id: the duplicate has no line to merge")
  const label = (l: OrderLifeRow) => (l.display_id ? `#${l.display_id}` : l.order_id)
  return new StepResponse({
    new_items: lines.map((i) => ({ variant_id: i.variant_id!, quantity: Number(i.quantity) })),
    into_note: [`merged from ${label(dup)}`, input.note?.trim()].filter(Boolean).join(" — "),
    dup_note: [`merged into ${label(into)}`, input.note?.trim()].filter(Boolean).join(" — "),
  })
})
