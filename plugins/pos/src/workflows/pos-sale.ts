import type { CreateOrderDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules, OrderStatus, QueryContext, generateEntityId } from "@medusajs/framework/utils"
import { createStep, createWorkflow, parallelize, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow, createCustomersWorkflow, createOrdersStep } from "@medusajs/medusa/core-flows"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import {
  authorizeCodPaymentStep,
  codOrderTotal,
  isSyntheticEmail,
  lineItemOf,
  linkCodPaymentStep,
  placeCodOrderWorkflow,
  PRICED_VARIANT_FIELDS,
  refusalOf,
  syntheticEmail,
  type CalculatedPrice,
  type PricedVariant,
  type TaxLine,
} from "@shop/cod-checkout/workflows"
import { recordMovementsStep } from "@shop/expeditions/workflows"
import { changeConfirmationWorkflow } from "@shop/order-life/workflows"
import type { PosCustomer, PosSale, PosSaleFlag, PostAdminPosSale } from "@shop/contracts/pos"
import { normalizePhone } from "@shop/shared/phone"
import { capturedCents, toCents } from "@shop/shared/money"
import { centimes, type RuleError } from "../lib/payment-rules"
import { shopDay } from "../lib/shop-day"
import { checkLines, checkNewCustomer, checkSalePayment, type CheckedSale, type TillMoney, type VariantFacts } from "../lib/till"
import { PURCHASING_MODULE, recordOrderLineCosts, type PurchasingModuleService } from "@shop/purchasing/workflows"
import { POS_MODULE } from "../modules/pos"
import type PosModuleService from "../modules/pos/service"
import { createPaymentPlanWorkflow, planRefusal, recordPlanPaymentWorkflow } from "./payment-plans"

/**
 * A sale taken at a till, recorded once (decision 0088). The till names the sale (`client_id`) when it
 * is taken, offline or not; the server claims that id first (a unique row), so a sync sent twice, or
 * two syncs racing, record one sale: the second is answered the first's receipt (a replay), or told
 * the sale is being recorded (409, it retries). A process that dies mid-way leaves the claim with a
 * lease; the next try takes it up where it stopped (the order made is found on the claim, payments
 * already captured are not captured again).
 *
 * A sale taken away at the counter (`pickup`) is an order written from the till's lines (server prices:
 * retail or the variant's wholesale price for a wholesale customer, the cashier's line discount within
 * the owner's limit), its payment authorized for its total, and the units taken out of the shop's own
 * stock location with an audited movement each; what the shop did not have is still sold (the money was
 * taken) and flagged for the manager. A delivery goes through the online order path (`place-cod-order`:
 * the courier's price, the shipping warehouse's stock), with the shop's order type, confirmed at once
 * (the buyer stood at the till). Then the money: paid in full now (captured), or a plan (deposit,
 * installments) whose lines due today are paid now.
 */

export const SALE_LEASE_SECONDS = 60

export type TillContext = {
  actor_id: string
  cashier_name: string
  location: { id: string; name: string }
  max_line_discount_percent: number
}

type SaleRow = {
  id: string
  client_id: string
  state: "processing" | "recorded"
  lease_until: Date | null
  order_id: string | null
  receipt: PosSale | null
}

export type SaleOutcome = { kind: "recorded"; sale: PosSale; replayed: boolean } | { kind: "busy" } | { kind: "refused"; errors: RuleError[]; message: string }

const pgOf = (c: MedusaContainer) => c.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

/** Claims the till's id: a new sale, a sale to take up (its lease ran out), a replay, or busy. */
async function claimSale(container: MedusaContainer, body: PostAdminPosSale, ctx: TillContext) {
  const pg = pgOf(container)
  const lease = new Date(Date.now() + SALE_LEASE_SECONDS * 1000)
  const inserted = await pg
    .raw(
      `INSERT INTO pos_sale (id, client_id, state, lease_until, location_id, cashier_id, mode, payment_type, offline, made_at)
       VALUES (?, ?, 'processing', ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (client_id) WHERE deleted_at IS NULL DO NOTHING RETURNING id`,
      [
        generateEntityId(undefined, "psale"),
        body.client_id,
        lease,
        ctx.location.id,
        ctx.actor_id,
        body.fulfilment.mode,
        body.payment.type,
        !!body.offline,
        new Date(body.made_at),
      ]
    )
    .then((r: { rows: { id: string }[] }) => r.rows)
  if (inserted.length) return { kind: "new" as const, row: { id: inserted[0].id, order_id: null } }
  const [row] = (await pg("pos_sale").where({ client_id: body.client_id }).whereNull("deleted_at").select("*")) as SaleRow[]
  if (!row) return { kind: "busy" as const }
  if (row.state === "recorded" && row.receipt) return { kind: "replay" as const, sale: row.receipt }
  const taken = await pg("pos_sale")
    .where({ id: row.id, state: "processing" })
    .where((q) => q.whereNull("lease_until").orWhere("lease_until", "<", new Date()))
    .update({ lease_until: lease, updated_at: new Date() })
  return taken ? { kind: "new" as const, row: { id: row.id, order_id: row.order_id } } : { kind: "busy" as const }
}

/** A claim that made nothing is let go: the same id may be sent again, corrected. */
const releaseClaim = (container: MedusaContainer, id: string) => pgOf(container)("pos_sale").where({ id }).whereNull("order_id").delete()

const VARIANT_FIELDS = [...PRICED_VARIANT_FIELDS.filter((f) => f !== "price_set.id"), "calculated_price.*"]

export type TillVariant = PricedVariant & { calculated_price?: CalculatedPrice | null }

/** The shop's Algerian region (DZD). */
export async function tillRegion(container: MedusaContainer): Promise<{ id: string; currency_code: string; automatic_taxes: boolean }> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "region",
    fields: ["id", "currency_code", "automatic_taxes", "countries.iso_2"],
    filters: { currency_code: "dzd" },
  })
  const region = (data as { id: string; currency_code: string; automatic_taxes?: boolean; countries?: { iso_2: string }[] }[]).find((r) =>
    r.countries?.some((c) => c?.iso_2 === "dz")
  )
  if (!region) throw new MedusaError(MedusaError.Types.NOT_FOUND, "No region sells in DZD to Algeria")
  return { id: region.id, currency_code: region.currency_code, automatic_taxes: region.automatic_taxes ?? true }
}

/** Variants with their price for the region (the pricing module's, as a cart would have it). */
export async function tillVariants(container: MedusaContainer, ids: string[] | null, region: { id: string; currency_code: string }) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "variant",
    fields: VARIANT_FIELDS,
    filters: ids ? { id: ids } : {},
    context: { calculated_price: QueryContext({ region_id: region.id, currency_code: region.currency_code }) },
  })
  return data as unknown as TillVariant[]
}

/** A variant's wholesale price and minimum, from its price set (@shop/purchasing, decision 0089). */
export type WholesaleTerms = { wholesale_price: number | null; wholesale_min_quantity: number | null }

/** The wholesale terms of these variants (all of them when `ids` is null). */
export async function wholesaleTerms(container: MedusaContainer, ids: string[] | null): Promise<Map<string, WholesaleTerms>> {
  const sets = await container.resolve<PurchasingModuleService>(PURCHASING_MODULE).listVariantPriceSets(ids ? { variant_id: ids } : {}, { take: null })
  return new Map(
    sets.map((s) => [
      s.variant_id,
      {
        wholesale_price: s.wholesale_price === null || s.wholesale_price === undefined ? null : Number(s.wholesale_price),
        wholesale_min_quantity: s.wholesale_min_quantity ?? null,
      },
    ])
  )
}

/** What the till's rules need of a variant: its retail price (the pricing module's) and its wholesale terms. */
export function factsOf(v: TillVariant, terms?: WholesaleTerms): VariantFacts {
  const minimum = terms?.wholesale_min_quantity ?? null
  return {
    title: v.product.title,
    variant_title: v.title,
    sku: v.sku,
    price: v.calculated_price?.calculated_amount ?? null,
    wholesale_price: terms?.wholesale_price ?? null,
    wholesale_min_quantity: minimum !== null && minimum > 1 ? minimum : null,
    for_sale: v.product.status === "published",
  }
}

/** Units available at a location: stocked less reserved, never below 0; null when the variant keeps no stock. */
export function availableAt(v: TillVariant, locationId: string): number | null {
  if (!v.manage_inventory) return null
  const items = v.inventory_items ?? []
  if (!items.length) return null
  return Math.min(
    ...items.map((i) => {
      const level = (i.inventory?.location_levels ?? []).find((l) => l?.location_id === locationId)
      const free = level ? Number(level.stocked_quantity) - Number(level.reserved_quantity) : 0
      return Math.max(0, Math.floor(free / Math.max(1, Number(i.required_quantity ?? 1))))
    })
  )
}

type Customer = PosCustomer
async function customerById(container: MedusaContainer, id: string): Promise<Customer | null> {
  const [c] = await container.resolve(Modules.CUSTOMER).listCustomers({ id }, { select: ["id", "first_name", "last_name", "phone", "email", "metadata"] })
  return c ? customerOut(c) : null
}
export const customerOut = (c: {
  id: string
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  email?: string | null
  metadata?: Record<string, unknown> | null
}): Customer => ({
  id: c.id,
  first_name: c.first_name ?? null,
  last_name: c.last_name ?? null,
  phone: c.phone ?? null,
  email: c.email && !isSyntheticEmail(c.email) ? c.email : null,
  type: c.metadata?.customer_type === "wholesale" ? "wholesale" : "retail",
})

/** The customer of a sale: one found by id, or the one a new customer's phone already names, or a new one. */
async function saleCustomer(
  container: MedusaContainer,
  body: PostAdminPosSale
): Promise<{ ok: true; customer: Customer | null } | { ok: false; errors: RuleError[] }> {
  const c = body.customer
  if (!c) return { ok: true, customer: null }
  if ("id" in c) {
    const found = await customerById(container, c.id)
    return found ? { ok: true, customer: found } : { ok: false, errors: [{ field: "customer.id", code: "invalid", message: "customer.id is not a customer" }] }
  }
  const errors = checkNewCustomer(c)
  if (errors.length) return { ok: false, errors }
  const phone = normalizePhone(c.phone)!
  const customers = container.resolve(Modules.CUSTOMER)
  const [known] = await customers.listCustomers({ phone } as never, {
    select: ["id", "first_name", "last_name", "phone", "email", "metadata"],
    take: 1,
    order: { created_at: "ASC" },
  })
  if (known) {
    // a wholesale type given at the till is kept on the customer (the till's choice for this buyer)
    if (c.type === "wholesale" && known.metadata?.customer_type !== "wholesale")
      await customers.updateCustomers(known.id, { metadata: { ...(known.metadata ?? {}), customer_type: "wholesale" } })
    return { ok: true, customer: { ...customerOut(known), type: c.type === "wholesale" ? "wholesale" : customerOut(known).type } }
  }
  const { result } = await createCustomersWorkflow(container).run({
    input: {
      customersData: [
        {
          first_name: c.first_name.trim(),
          last_name: c.last_name.trim(),
          phone,
          email: c.email?.trim() || syntheticEmail(phone),
          metadata: { customer_type: c.type ?? "retail", created_at_till: true },
        },
      ],
    },
  })
  return { ok: true, customer: customerOut(result[0]) }
}

/** The lines' tax lines from the tax module (Algeria), as the cart's tax refresh would ask them. */
async function taxLinesFor(container: MedusaContainer, sale: CheckedSale, variants: Map<string, TillVariant>, currency: string, automatic: boolean) {
  if (!automatic) return sale.lines.map(() => [] as TaxLine[])
  const lines = (await container.resolve(Modules.TAX).getTaxLines(
    sale.lines.map((l, i) => {
      const v = variants.get(l.variant_id)!
      return {
        id: `line_${i}`,
        product_id: v.product.id,
        product_type_id: v.product.type?.id ?? undefined,
        quantity: l.quantity,
        unit_price: l.unit_price,
        currency_code: currency,
      }
    }),
    { address: { country_code: "dz" } } as never
  )) as unknown as (TaxLine & { line_item_id: string })[]
  return sale.lines.map((_, i) => lines.filter((t) => t.line_item_id === `line_${i}`))
}

type Take = { inventory_item_id: string; variant_id: string; quantity: number; title: string }
type Taken = Take & { taken: number }

/**
 * Takes the sold units out of the shop's stock location, under the locking module's lock on the items
 * (the keys Medusa's own reservations lock): what is available (stocked less reserved) is taken, what
 * is missing is reported, never a negative level. Undone by putting back what was taken.
 */
const takeShopStockStep = createStep(
  "take-till-stock",
  async (input: { location_id: string; takes: Take[] }, { container }) => {
    const inventory = container.resolve(Modules.INVENTORY)
    const keys = [...new Set(input.takes.map((t) => t.inventory_item_id))]
    const taken: Taken[] = []
    if (keys.length) {
      await container.resolve(Modules.LOCKING).execute(keys, async () => {
        const levels = await inventory.listInventoryLevels({ inventory_item_id: keys, location_id: input.location_id })
        const free = new Map(levels.map((l) => [l.inventory_item_id, Math.max(0, Number(l.stocked_quantity) - Number(l.reserved_quantity))]))
        for (const t of input.takes) {
          const available = free.get(t.inventory_item_id) ?? 0
          const n = Math.min(available, t.quantity)
          free.set(t.inventory_item_id, available - n)
          taken.push({ ...t, taken: n })
        }
        const adjust = taken.filter((t) => t.taken > 0)
        if (adjust.length)
          await inventory.adjustInventory(adjust.map((t) => ({ inventoryItemId: t.inventory_item_id, locationId: input.location_id, adjustment: -t.taken })))
      })
    }
    return new StepResponse(taken, { location_id: input.location_id, taken })
  },
  async (undo, { container }) => {
    const back = (undo?.taken ?? []).filter((t) => t.taken > 0)
    if (!back.length) return
    const inventory = container.resolve(Modules.INVENTORY)
    await container
      .resolve(Modules.LOCKING)
      .execute([...new Set(back.map((t) => t.inventory_item_id))], () =>
        inventory.adjustInventory(back.map((t) => ({ inventoryItemId: t.inventory_item_id, locationId: undo!.location_id, adjustment: t.taken })))
      )
  }
)

/** The claim learns its order (a retry after a crash finds it there); undone by forgetting it. */
const setSaleOrderStep = createStep(
  "set-till-sale-order",
  async (input: { sale_id: string; order_id: string }, { container }) => {
    await container.resolve<PosModuleService>(POS_MODULE).updatePosSales({ id: input.sale_id, order_id: input.order_id })
    return new StepResponse(undefined, input.sale_id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<PosModuleService>(POS_MODULE).updatePosSales({ id, order_id: null })
  }
)

export type PickupSaleInput = { sale_id: string; order: CreateOrderDTO; amount: number; location_id: string; takes: Take[]; actor_id: string; reason: string }

/**
 * The order of a sale taken away at the counter, the shop's stock it took, and the claim pointing at
 * the order: one workflow, each step undone when a later one fails (no order without its stock taken,
 * no stock taken without its order).
 */
export const recordPickupSaleWorkflow = createWorkflow("record-till-pickup-sale", (input: PickupSaleInput) => {
  const [orders, payment] = parallelize(
    createOrdersStep(transform({ input }, ({ input }) => [input.order])),
    authorizeCodPaymentStep(transform({ input }, ({ input }) => ({ currency_code: input.order.currency_code!, amount: input.amount })))
  )
  const order = transform({ orders }, ({ orders }) => orders[0] as unknown as { id: string; display_id?: number; summary?: { current_order_total?: unknown } })
  linkCodPaymentStep(
    transform({ order, payment }, ({ order, payment }) => ({ order, payment_collection_id: payment.payment_collection_id, amount: payment.amount }))
  )
  const taken = takeShopStockStep(transform({ input }, ({ input }) => ({ location_id: input.location_id, takes: input.takes })))
  recordMovementsStep(
    transform({ input, taken, order }, ({ input, taken, order }) =>
      taken
        .filter((t) => t.taken > 0)
        .map((t) => ({
          location_id: input.location_id,
          inventory_item_id: t.inventory_item_id,
          variant_id: t.variant_id,
          quantity: -t.taken,
          kind: "pos_sale" as const,
          reason: `${input.reason} ${order.id}`,
          actor_id: input.actor_id,
        }))
    )
  )
  setSaleOrderStep(transform({ input, order }, ({ input, order }) => ({ sale_id: input.sale_id, order_id: order.id })))
  return new WorkflowResponse(transform({ order, taken }, ({ order, taken }) => ({ order_id: order.id, taken })))
})

type OrderMoneyRow = {
  id: string
  display_id: number | null
  total: number
  payment_collections?:
    | ({ payments?: ({ id: string; amount: number; canceled_at: string | null; captures?: ({ amount: number } | null)[] | null } | null)[] | null } | null)[]
    | null
}

async function orderMoneyOf(container: MedusaContainer, orderId: string): Promise<OrderMoneyRow> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "total",
      "payment_collections.payments.id",
      "payment_collections.payments.amount",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.captures.amount",
    ],
    filters: { id: orderId },
  })
  return data[0] as unknown as OrderMoneyRow
}

/**
 * The money of the sale on its order, idempotent: paid now in full → captured up to `paid_now` (what is
 * already captured is not captured again); a plan → made once, then its lines due today paid.
 */
async function settleMoney(container: MedusaContainer, orderId: string, money: TillMoney, actorId: string) {
  const pos = container.resolve<PosModuleService>(POS_MODULE)
  const today = shopDay()
  if (!money.plan) {
    const order = await orderMoneyOf(container, orderId)
    const payment = (order.payment_collections ?? []).flatMap((c) => c?.payments ?? []).find((p) => p && !p.canceled_at)
    if (!payment) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Order ${orderId} has no payment to capture`)
    const left = Math.min(toCents(money.paid_now), toCents(Number(payment.amount))) - capturedCents(payment)
    if (left > 0) await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id, amount: left / 100, captured_by: actorId } })
    return
  }
  const [existing] = await pos.listPaymentPlans({ order_id: orderId }, { select: ["id"] })
  if (!existing) await createPaymentPlanWorkflow(container).run({ input: { order_id: orderId, plan: money.plan, today, actor_id: actorId } })
  const [plan] = await pos.listPaymentPlans({ order_id: orderId }, { relations: ["lines"] })
  const due = [...(plan.lines ?? [])].filter((l) => l.kind !== "on_delivery" && l.due_date <= today && !l.paid_at).sort((a, b) => a.seq - b.seq)
  for (const line of due)
    await recordPlanPaymentWorkflow(container).run({ input: { order_id: orderId, seq: line.seq, method: money.method, actor_id: actorId, today } })
}

/** Refusals of a sale before anything is written, field by field. */
const refused = (errors: RuleError[]): SaleOutcome => ({ kind: "refused", errors, message: errors.map((e) => `${e.field}: ${e.message}`).join("; ") })

/** Records one sale of the till (see the top of this file). */
export async function recordTillSale(container: MedusaContainer, body: PostAdminPosSale, ctx: TillContext): Promise<SaleOutcome> {
  const claim = await claimSale(container, body, ctx)
  if (claim.kind === "replay") return { kind: "recorded", sale: claim.sale, replayed: true }
  if (claim.kind === "busy") return { kind: "busy" }
  const saleId = claim.row.id
  try {
    const outcome = await recordClaimed(container, body, ctx, saleId, claim.row.order_id)
    // a refusal of a sale whose order was made by an earlier try (its product unpublished since…) cannot
    // be undone by the till: it is not answered as "nothing recorded"
    if (outcome.kind === "refused" && !(await releaseClaim(container, saleId)))
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Sale ${body.client_id} has its order but cannot be finished: ${outcome.message}`)
    return outcome
  } catch (e) {
    // nothing made: the claim goes, the same id may come again; an order made: the claim stays for the retry
    const released = await releaseClaim(container, saleId).catch(() => 0)
    const cod = refusalOf(e)
    if (released) {
      if (cod?.reason === "invalid_fields")
        return refused(cod.errors.map((x) => ({ field: x.field.replace(/^items/, "lines"), code: "invalid", message: x.message })))
      if (cod?.reason === "out_of_stock") return refused([{ field: "lines", code: "not_for_sale", message: `no stock left to deliver ${cod.variant_id}` }])
      if (cod?.reason === "blocked") return refused([{ field: "customer.phone", code: "invalid", message: "customer.phone is on the blocklist" }])
      throw e
    }
    // the order exists: never a 4xx the till would take for "nothing recorded"; the till sends the same id
    // again and that try finishes the sale where this one stopped
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`pos: sale ${body.client_id} stopped after its order was made: ${(e as Error).message}`)
    await pgOf(container)("pos_sale").where({ id: saleId }).update({ lease_until: null })
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Sale ${body.client_id} was partly recorded: send it again to finish it`)
  }
}

async function recordClaimed(
  container: MedusaContainer,
  body: PostAdminPosSale,
  ctx: TillContext,
  saleId: string,
  madeOrderId: string | null
): Promise<SaleOutcome> {
  const pos = container.resolve<PosModuleService>(POS_MODULE)
  const region = await tillRegion(container)
  const ids = [...new Set(body.lines.map((l) => l.variant_id))]
  const [rows, terms] = ids.length ? await Promise.all([tillVariants(container, ids, region), wholesaleTerms(container, ids)]) : [[], new Map()]
  const variants = new Map(rows.map((v) => [v.id, v]))

  const who = await saleCustomer(container, body)
  if (!who.ok) return refused(who.errors)
  const customer = who.customer
  const delivery = body.fulfilment.mode === "delivery" ? body.fulfilment : null
  if (delivery && !customer) return refused([{ field: "customer", code: "required", message: "customer is required for a delivery" }])

  const facts = {
    variants: new Map(rows.map((v) => [v.id, factsOf(v, terms.get(v.id))])),
    customer_type: customer?.type ?? "retail",
    max_line_discount_percent: ctx.max_line_discount_percent,
  }
  const lines = checkLines(body, facts)
  if (!lines.ok) return refused(lines.errors)
  const sale = lines.sale
  if (delivery) {
    // the online order path prices a delivery: retail prices, no line discount (decision 0088)
    const priced = sale.lines.findIndex((l) => l.discount_percent > 0 || l.unit_price !== facts.variants.get(l.variant_id)!.price)
    if (priced >= 0)
      return refused([
        {
          field: `lines.${priced}.discount_percent`,
          code: "invalid",
          message: "a delivery is priced as the online shop prices it: no line discount nor wholesale price",
        },
      ])
  }

  // the order to write (pickup), its total as the order module will compute it
  const taxes = delivery ? [] : await taxLinesFor(container, sale, variants, region.currency_code, region.automatic_taxes)
  const items = sale.lines.map((l, i) => ({
    ...lineItemOf(
      variants.get(l.variant_id)!,
      l.quantity,
      { ...variants.get(l.variant_id)!.calculated_price!, calculated_amount: l.unit_price },
      taxes[i] ?? []
    ),
    metadata: { list_price: l.list_price, discount_percent: l.discount_percent, till: true },
  }))
  const order: CreateOrderDTO = {
    region_id: region.id,
    customer_id: customer?.id,
    email: customer?.email ?? undefined,
    currency_code: region.currency_code,
    status: OrderStatus.COMPLETED,
    no_notification: true,
    items: items as never,
    metadata: {
      till: { client_id: body.client_id, location_id: ctx.location.id, cashier_id: ctx.actor_id, offline: !!body.offline },
      order_type: sale.order_type,
    },
  }
  const total = delivery ? sale.total : codOrderTotal(order)

  const paid = checkSalePayment(total, body.payment, body.fulfilment.mode, shopDay())
  if (!paid.ok) return refused(paid.errors)
  const orderType = paid.money.plan?.type === "installments" ? ("installment" as const) : sale.order_type
  if (delivery && paid.money.plan?.type === "installments")
    return refused([
      {
        field: "payment.type",
        code: "invalid",
        message: "installments are for goods taken at the till; a delivery is paid now or by a deposit and the rest on delivery",
      },
    ])

  let orderId = madeOrderId
  const flags: PosSaleFlag[] = []
  if (!orderId) {
    if (delivery) {
      const form = {
        first_name: customer!.first_name ?? "",
        last_name: customer!.last_name ?? "",
        phone: customer!.phone ?? "",
        email: customer!.email ?? undefined,
        address: delivery.address,
        wilaya: delivery.wilaya,
        commune: delivery.commune,
        shipping_option_id: delivery.shipping_option_id,
        stop_desk_id: delivery.stop_desk_id ?? undefined,
        items: sale.lines.map((l) => ({ variant_id: l.variant_id, quantity: l.quantity })),
      }
      const channel = await defaultSalesChannel(container)
      try {
        const { result } = await placeCodOrderWorkflow(container).run({
          input: {
            form: form as never,
            sales_channel_id: channel,
            client_ip: `till:${ctx.actor_id}`,
            idempotency_key: `till:${body.client_id}`,
            lead_key: null,
            limits: { cooldown_seconds: 0, max_orders_per_phone_per_day: 1000 },
            order_type: orderType,
          },
        })
        orderId = result.order_id
      } catch (e) {
        const cod = refusalOf(e)
        if (cod?.reason !== "existing" || !cod.row.order_id) throw e
        orderId = cod.row.order_id
      }
      await pos.updatePosSales({ id: saleId, order_id: orderId })
      // the buyer stood at the till: nobody calls them to confirm
      await changeConfirmationWorkflow(container).run({ input: { order_id: orderId!, to: "confirmed", actor_id: ctx.actor_id, note: "till" } })
    } else {
      const takes = sale.lines.flatMap((l) =>
        (variants.get(l.variant_id)!.manage_inventory ? (variants.get(l.variant_id)!.inventory_items ?? []) : []).map((i) => ({
          inventory_item_id: i.inventory_item_id,
          variant_id: l.variant_id,
          quantity: l.quantity * Math.max(1, Number(i.required_quantity ?? 1)),
          title: [l.title, l.variant_title].filter(Boolean).join(" · "),
        }))
      )
      const { result } = await recordPickupSaleWorkflow(container).run({
        input: { sale_id: saleId, order, amount: total, location_id: ctx.location.id, takes, actor_id: ctx.actor_id, reason: "till sale" },
      })
      orderId = result.order_id
      // the lines' costs of the moment, for the margins (a delivery's come with its order.placed)
      await recordOrderLineCosts(container, orderId)
      for (const t of result.taken)
        if (t.taken < t.quantity) flags.push({ code: "out_of_stock", variant_id: t.variant_id, title: t.title, missing: t.quantity - t.taken })
    }
  } else {
    const [row] = await pos.listPosSales({ id: saleId }, { select: ["flags"] })
    flags.push(...(((row?.flags as unknown as PosSaleFlag[]) ?? []).filter((f) => f.code === "out_of_stock") as PosSaleFlag[]))
  }
  await pos.updatePosSales({ id: saleId, flags: flags as never, flagged: flags.length > 0 })

  await settleMoney(container, orderId!, paid.money, ctx.actor_id)

  const money = await orderMoneyOf(container, orderId!)
  // what the buyer owes in all (a delivery's courier price included), and what the till priced
  const charged = Number(money.total)
  const goods = delivery ? sale.total : charged
  if (body.shown_total !== undefined && centimes(body.shown_total) !== toCents(goods))
    flags.push({ code: "total_changed", shown: body.shown_total, charged: goods })
  const [plan] = paid.money.plan ? await pos.listPaymentPlans({ order_id: orderId! }, { relations: ["lines"] }) : []
  const schedule = [...(plan?.lines ?? [])]
    .sort((a, b) => a.seq - b.seq)
    .map((l) => ({ seq: l.seq, amount: Number(l.amount), due_date: l.due_date, paid: !!l.paid_at }))
  const now = new Date()
  const receipt: PosSale = {
    id: saleId,
    client_id: body.client_id,
    order_id: orderId!,
    display_id: money.display_id ?? null,
    order_type: orderType,
    location: ctx.location,
    cashier: { user_id: ctx.actor_id, name: ctx.cashier_name },
    customer,
    lines: sale.lines.map((l) => ({
      variant_id: l.variant_id,
      title: l.title,
      variant_title: l.variant_title,
      sku: l.sku,
      quantity: l.quantity,
      unit_price: l.unit_price,
      discount_percent: l.discount_percent,
      total: l.total,
    })),
    total: charged,
    payment: {
      type: body.payment.type,
      cash: paid.money.cash,
      card: paid.money.card,
      change_due: paid.money.change_due,
      cash_given: body.payment.type === "cash" || body.payment.type === "mixed" ? (body.payment.cash_given ?? paid.money.cash) : null,
      paid_now: paid.money.paid_now,
      remaining: Math.max(0, toCents(charged) - toCents(paid.money.paid_now)) / 100,
      schedule,
    },
    fulfilment: delivery
      ? {
          mode: "delivery",
          address: delivery.address,
          wilaya: delivery.wilaya,
          commune: delivery.commune,
          transporter: await optionName(container, delivery.shipping_option_id),
        }
      : { mode: "pickup" },
    flagged: flags.length > 0,
    flags,
    offline: !!body.offline,
    made_at: new Date(body.made_at).toISOString(),
    synced_at: now.toISOString(),
  }
  await pos.updatePosSales({
    id: saleId,
    state: "recorded",
    lease_until: null,
    order_id: orderId,
    order_type: orderType,
    total: charged,
    flags: flags as never,
    flagged: flags.length > 0,
    synced_at: now,
    receipt: receipt as never,
  })
  return { kind: "recorded", sale: receipt, replayed: false }
}

/** The courier's name as its shipping option shows it (the option's id when it is gone). */
async function optionName(container: MedusaContainer, id: string): Promise<string> {
  const [option] = await container.resolve(Modules.FULFILLMENT).listShippingOptions({ id }, { select: ["id", "name"] })
  return option?.name ?? id
}

async function defaultSalesChannel(container: MedusaContainer): Promise<string> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "store", fields: ["default_sales_channel_id"] })
  const id = (data as { default_sales_channel_id: string | null }[])[0]?.default_sales_channel_id
  if (!id) throw new MedusaError(MedusaError.Types.INVALID_DATA, "The store has no default sales channel")
  return id
}

export { planRefusal }
