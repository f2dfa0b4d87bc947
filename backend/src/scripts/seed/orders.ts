import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { placeCodOrderWorkflow, refusalOf } from "@shop/cod-checkout/workflows"
import { changeConfirmationWorkflow, changeDeliveryWorkflow, ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { recordTransporterPaymentWorkflow } from "@shop/transporter-payments/workflows"
import { backdateOrder, backdateRemittance, planDates, remittedAt } from "./order-dates"
import { DEMO_ORDERS, type DemoOrder, type DemoStep } from "./orders-data"

/** Staff-like limits: the seed places many orders from one "address" in a few seconds. */
const SEED_LIMITS = { cooldown_seconds: 0, max_orders_per_phone_per_day: 1000 }

type Ctx = { container: MedusaContainer; actorId: string | null; lives: OrderLifeModuleService }

/** What the seed reads of a product and of a transporter with their links (query.graph rows may hold nulls). */
type ProductRow = { handle: string; variants?: ({ id: string; inventory_items?: ({ inventory_item_id: string } | null)[] | null } | null)[] | null }
type TransporterRow = {
  id: string
  code: string
  shipping_options?: ({ id: string; data: Record<string, unknown> | null; deleted_at: unknown } | null)[] | null
}

/** Per handle, the variant with the most stock available at the warehouse. */
async function variantsByHandle(container: MedusaContainer, locationId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const handles = [...new Set(DEMO_ORDERS.flatMap((o) => o.items.map((i) => i.handle)))]
  const { data } = await query.graph({
    entity: "product",
    fields: ["handle", "variants.id", "variants.inventory_items.inventory_item_id"],
    filters: { handle: handles },
  })
  const products = data as ProductRow[]
  const itemIds = products
    .flatMap((p) => (p.variants ?? []).flatMap((v) => (v?.inventory_items ?? []).map((i) => i?.inventory_item_id)))
    .filter((x): x is string => !!x)
  const levels = await container.resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: itemIds, location_id: locationId }, { take: null })
  const available = new Map(levels.map((l) => [l.inventory_item_id, Number(l.stocked_quantity) - Number(l.reserved_quantity)]))
  const out = new Map<string, string>()
  for (const p of products) {
    const best = (p.variants ?? [])
      .filter((v): v is NonNullable<typeof v> => !!v)
      .map((v) => ({ id: v.id, stock: Math.min(...(v.inventory_items ?? []).map((i) => available.get(i?.inventory_item_id ?? "") ?? 0)) }))
      .sort((a, b) => b.stock - a.stock)[0]
    if (best && best.stock >= 3) out.set(p.handle, best.id)
  }
  return out
}

/** The home-delivery shipping option of each courier, by code. */
async function homeOptions(container: MedusaContainer) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "transporter",
    fields: ["id", "code", "shipping_options.id", "shipping_options.data", "shipping_options.deleted_at"],
  })
  const out = new Map<string, { transporter_id: string; option_id: string }>()
  for (const t of data as TransporterRow[]) {
    const option = (t.shipping_options ?? []).find((o) => o && !o.deleted_at && o.data?.delivery_type === "home")
    if (option) out.set(t.code, { transporter_id: t.id, option_id: option.id })
  }
  return out
}

/** Places the order (or finds the one a previous run placed under the same key) and returns its id. */
async function place(ctx: Ctx, order: DemoOrder, variants: Map<string, string>, optionId: string, channelId: string) {
  const [existing] = await ctx.lives.listOrderLives({ phone: order.phone }, { select: ["order_id"] })
  if (existing) return { order_id: existing.order_id, placed: false }
  const form = {
    first_name: order.first_name,
    last_name: order.last_name,
    phone: order.phone,
    address: order.address,
    wilaya: order.wilaya,
    commune: order.commune,
    shipping_option_id: optionId,
    items: order.items.map((i) => ({ variant_id: variants.get(i.handle)!, quantity: i.quantity })),
  }
  try {
    const { result } = await placeCodOrderWorkflow(ctx.container).run({
      input: { form, sales_channel_id: channelId, client_ip: "seed", idempotency_key: `seed-${order.key}`, limits: SEED_LIMITS },
    })
    return { order_id: result.order_id, placed: true }
  } catch (e) {
    const refusal = refusalOf(e)
    // the backend build's TypeScript lib has no Error `cause`: say which order, then rethrow as it is
    ctx.container.resolve(ContainerRegistrationKeys.LOGGER).error(`seed: order ${order.key} refused (${refusal?.reason ?? (e as Error).message})`)
    throw e
  }
}

/** One change through the life's workflows, as an agent would make it from the order page. */
async function move(ctx: Ctx, order_id: string, step: DemoStep) {
  const base = { order_id, actor_id: ctx.actorId, note: "note" in step ? (step.note ?? null) : null }
  if (step.axis === "confirmation") {
    const extra =
      step.to === "postponed"
        ? { postponed_until: new Date(Date.now() + step.in_hours * 3600 * 1000).toISOString() }
        : step.to === "cancelled"
          ? { reason: step.reason }
          : {}
    await changeConfirmationWorkflow(ctx.container).run({ input: { ...base, to: step.to, ...extra } })
    return
  }
  const extra = step.to === "handed_over" ? { tracking_number: step.tracking ?? null } : step.to === "returned" ? { reason: step.reason } : {}
  await changeDeliveryWorkflow(ctx.container).run({ input: { ...base, to: step.to, ...extra } })
}

/** The changes already made on this order by an agent (or a previous seed run): the events not caused by another axis or a remittance. */
async function stepsDone(ctx: Ctx, orderId: string) {
  const events = await ctx.lives.listOrderLifeEvents({ order_id: orderId }, { take: null })
  // the placement's own event ("none" → to_confirm) is not a step
  return events.filter((e) => e.axis !== "money" && e.from_state !== "none").length
}

/**
 * The demo orders of data (seed/orders-data.ts): each placed by `place-cod-order` then moved
 * through the order life's workflows, and the couriers' remittances recorded for the settled
 * ones; then each order's history and each remittance is moved back to its day over the last three
 * weeks (seed/order-dates.ts). A second run finds every order by its buyer's phone and only makes
 * the changes still missing (none after a complete run). Orders need the demo catalogue.
 */
export async function seedOrders(container: MedusaContainer, shop: { channelId: string; locationId: string }) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const lives = container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
  const [admin] = await container.resolve(Modules.USER).listUsers({}, { take: 1, order: { created_at: "ASC" } })
  const ctx: Ctx = { container, actorId: admin?.id ?? null, lives }
  const variants = await variantsByHandle(container, shop.locationId)
  const options = await homeOptions(container)
  const started = Date.now()
  let placed = 0
  let changes = 0
  let dated = 0
  const ids = new Map<string, string>()

  for (const [index, order] of DEMO_ORDERS.entries()) {
    const option = options.get(order.transporter)
    if (!option || order.items.some((i) => !variants.has(i.handle))) {
      logger.warn(`seed: order ${order.key} skipped (its courier or products are missing)`)
      continue
    }
    const { order_id, placed: isNew } = await place(ctx, order, variants, option.option_id, shop.channelId)
    placed += Number(isNew)
    ids.set(order.key, order_id)
    for (const step of order.steps.slice(await stepsDone(ctx, order_id))) {
      await move(ctx, order_id, step)
      changes++
    }
    // the workflows stamp "now": move the order and its life back to the days the demo says
    dated += Number(await backdateOrder(container, order_id, planDates(order, index, started)))
  }

  // One remittance per courier and day: delivered parcels' cash minus fees, returned ones' return fees deducted.
  const groups = new Map<string, { transporter_id: string; days: number; order_ids: string[] }>()
  for (const order of DEMO_ORDERS.filter((o) => o.remitted_days_ago !== undefined && ids.has(o.key))) {
    const transporter_id = options.get(order.transporter)!.transporter_id
    const key = `${transporter_id}:${order.remitted_days_ago}`
    const group = groups.get(key) ?? { transporter_id, days: order.remitted_days_ago!, order_ids: [] }
    group.order_ids.push(ids.get(order.key)!)
    groups.set(key, group)
  }
  let remittances = 0
  for (const g of groups.values()) {
    const parcels = await lives.listOrderLives({ order_id: g.order_ids }, { take: null })
    const recorded = parcels.find((p) => p.remittance_id)?.remittance_id
    if (recorded) {
      dated += Number(await backdateRemittance(container, recorded))
      continue
    }
    const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100)
    const expected = parcels.reduce(
      (sum, p) => sum + (p.delivery_state === "returned" ? -cents(p.return_fee) : cents(p.cash_to_collect) - cents(p.courier_fee)),
      0
    )
    const { result } = await recordTransporterPaymentWorkflow(container).run({
      input: {
        transporter_id: g.transporter_id,
        order_ids: g.order_ids,
        amount_received: expected / 100,
        paid_at: new Date(remittedAt(g.days, started)).toISOString(),
        reference: `DEMO-${g.transporter_id.slice(-6).toUpperCase()}-J${g.days}`,
        note: "Versement de démonstration",
        actor_id: ctx.actorId,
      },
    })
    remittances++
    dated += Number(await backdateRemittance(container, result.id))
  }
  if (placed || changes || remittances || dated) {
    logger.info(
      `seed: ${placed} demo orders, ${changes} changes, ${remittances} remittances, ${dated} back-dated in ${((Date.now() - started) / 1000).toFixed(1)}s`
    )
  }
  return { orders: placed, changes, remittances, dated }
}
