import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId, MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { addStockWorkflow } from "@shop/expeditions/workflows"
import { weightedCost } from "../lib/cost"
import { canMove, checkReceipt, receivable, type PoStatus, type ReceiptLine } from "../lib/po-rules"
import { PURCHASING_MODULE } from "../modules/purchasing"
import type PurchasingModuleService from "../modules/purchasing/service"

/** A refusal the routes answer 400 with each field named (the workflow engine keeps an error's own fields). */
export const purchasingRefusal = (errors: { field: string; code: string; message: string }[]) =>
  Object.assign(new MedusaError(MedusaError.Types.INVALID_DATA, errors.map((e) => `${e.field}: ${e.message}`).join("; ")), { field_errors: errors })
export const fieldErrorsOf = (e: unknown) =>
  e && typeof e === "object" ? ((e as { field_errors?: { field: string; code: string; message: string }[] }).field_errors ?? undefined) : undefined

const pgOf = (c: MedusaContainer) => c.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

type LineRow = { id: string; variant_id: string; inventory_item_id: string; quantity: number; received_quantity: number; unit_cost: string }
type Counted = {
  receipt_id: string
  purchase_order_id: string
  number: number
  location_id: string
  status_before: PoStatus
  status: PoStatus
  lines: (ReceiptLine & { variant_id: string; inventory_item_id: string; unit_cost: number })[]
}

/**
 * Counts a reception against the order, in one transaction with the order's row locked (two
 * receptions at once: the second sees the first's counts): the order must be sent or partly received,
 * each quantity at most what is left on its line; lines' received quantities and the order's status
 * move, the reception is written. Undone by taking the counts back.
 */
const countReceiptStep = createStep(
  "count-purchase-receipt",
  async (input: { purchase_order_id: string; lines: ReceiptLine[]; actor_id: string | null }, { container }) => {
    const counted = await pgOf(container).transaction(async (trx) => {
      const [po] = await trx("purchase_order")
        .where({ id: input.purchase_order_id })
        .whereNull("deleted_at")
        .forUpdate()
        .select("id", "number", "status", "location_id")
      if (!po) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Purchase order ${input.purchase_order_id} was not found`)
      if (!receivable(po.status))
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Purchase order ${po.number} is ${po.status}: only a sent order is received`)
      const lines = (await trx("purchase_order_line")
        .where({ purchase_order_id: po.id })
        .whereNull("deleted_at")
        .select("id", "variant_id", "inventory_item_id", "quantity", "received_quantity", "unit_cost")) as LineRow[]
      const checked = checkReceipt(lines, input.lines)
      if (!checked.ok) throw purchasingRefusal(checked.errors)
      const byId = new Map(lines.map((l) => [l.id, l]))
      for (const r of input.lines) await trx("purchase_order_line").where({ id: r.line_id }).increment("received_quantity", r.quantity)
      await trx("purchase_order").where({ id: po.id }).update({ status: checked.status, updated_at: new Date() })
      const receiptId = generateEntityId(undefined, "prec")
      await trx("purchase_receipt").insert({
        id: receiptId,
        purchase_order_id: po.id,
        location_id: po.location_id,
        received_by: input.actor_id,
        lines: JSON.stringify(input.lines),
      })
      const out: Counted = {
        receipt_id: receiptId,
        purchase_order_id: po.id,
        number: po.number,
        location_id: po.location_id,
        status_before: po.status,
        status: checked.status,
        lines: input.lines.map((r) => {
          const l = byId.get(r.line_id)!
          return { ...r, variant_id: l.variant_id, inventory_item_id: l.inventory_item_id, unit_cost: Number(l.unit_cost) }
        }),
      }
      return out
    })
    return new StepResponse(counted, counted)
  },
  async (counted, { container }) => {
    if (!counted) return
    await pgOf(container).transaction(async (trx) => {
      for (const r of counted.lines) await trx("purchase_order_line").where({ id: r.line_id }).decrement("received_quantity", r.quantity)
      await trx("purchase_order").where({ id: counted.purchase_order_id }).update({ status: counted.status_before })
      await trx("purchase_receipt").where({ id: counted.receipt_id }).delete()
    })
  }
)

type CostBefore = { variant_id: string; price_set_id: string | null; cost: number | null }

/**
 * Each received variant's cost becomes the weighted average of its units on hand (every location, before
 * this reception's units are added) and the units received at the order's cost; the change is recorded.
 * Runs under the workflow's lock on the variants. Undone by putting the costs back.
 */
const updateCostsStep = createStep(
  "update-received-costs",
  async (input: { counted: Counted; actor_id: string | null }, { container }) => {
    const service = container.resolve<PurchasingModuleService>(PURCHASING_MODULE)
    const inventory = container.resolve(Modules.INVENTORY)
    const before: CostBefore[] = []
    const changes: string[] = []
    // one variant received on two lines counts as one reception of their sum at their weighted cost
    const byVariant = new Map<string, { inventory_item_id: string; quantity: number; cents: number }>()
    for (const l of input.counted.lines) {
      const v = byVariant.get(l.variant_id) ?? { inventory_item_id: l.inventory_item_id, quantity: 0, cents: 0 }
      v.quantity += l.quantity
      v.cents += l.quantity * Math.round(l.unit_cost * 100)
      byVariant.set(l.variant_id, v)
    }
    for (const [variantId, r] of byVariant) {
      const levels = await inventory.listInventoryLevels({ inventory_item_id: r.inventory_item_id }, { select: ["stocked_quantity"] })
      const onHand = levels.reduce((n, l) => n + Number(l.stocked_quantity), 0)
      const [set] = await service.listVariantPriceSets({ variant_id: variantId })
      const cost = set?.supply_price === null || set?.supply_price === undefined ? null : Number(set.supply_price)
      before.push({ variant_id: variantId, price_set_id: set?.id ?? null, cost })
      const unitCost = Math.round(r.cents / r.quantity) / 100
      const next = weightedCost({ on_hand: onHand, cost }, { quantity: r.quantity, unit_cost: unitCost })
      if (set) await service.updateVariantPriceSets({ id: set.id, supply_price: next })
      else before[before.length - 1].price_set_id = (await service.createVariantPriceSets({ variant_id: variantId, supply_price: next })).id
      const [change] = await service.createCostChanges([
        {
          variant_id: variantId,
          from_cost: cost,
          to_cost: next,
          on_hand: onHand,
          received: r.quantity,
          unit_cost: unitCost,
          purchase_order_id: input.counted.purchase_order_id,
          actor_id: input.actor_id,
        },
      ])
      changes.push(change.id)
    }
    return new StepResponse(before, { before, changes, created: before.filter((b) => b.cost === null).map((b) => b.variant_id) })
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = container.resolve<PurchasingModuleService>(PURCHASING_MODULE)
    if (undo.changes.length) await service.deleteCostChanges(undo.changes)
    for (const b of undo.before) if (b.price_set_id) await service.updateVariantPriceSets({ id: b.price_set_id, supply_price: b.cost })
  }
)

export type ReceivePurchaseInput = { purchase_order_id: string; lines: ReceiptLine[]; actor_id: string | null; lock_keys: string[] }

/**
 * A reception of a sent purchase order, in part or whole (issue 22 item 2): counted against the order,
 * each variant's cost moved to its weighted average, then the units added to the order's warehouse with
 * an audited movement each (`purchase_receipt`, the expeditions' stock path). Under a lock on the
 * variants received (their cost reads the units on hand). Any failure undoes all of it.
 */
export const receivePurchaseWorkflow = createWorkflow("receive-purchase-order", (input: ReceivePurchaseInput) => {
  acquireLockStep(transform({ input }, ({ input }) => ({ key: input.lock_keys, timeout: 30, ttl: 120 })))
  const counted = countReceiptStep(
    transform({ input }, ({ input }) => ({ purchase_order_id: input.purchase_order_id, lines: input.lines, actor_id: input.actor_id }))
  )
  updateCostsStep(transform({ input, counted }, ({ input, counted }) => ({ counted, actor_id: input.actor_id })))
  addStockWorkflow.runAsStep({
    input: transform({ input, counted }, ({ input, counted }) => ({
      rows: counted.lines.map((l) => ({
        location_id: counted.location_id,
        inventory_item_id: l.inventory_item_id,
        variant_id: l.variant_id,
        quantity: l.quantity,
      })),
      kind: "purchase_receipt" as const,
      reason: `PO-${counted.number}`,
      actor_id: input.actor_id,
    })),
  })
  releaseLockStep(transform({ input }, ({ input }) => ({ key: input.lock_keys })))
  return new WorkflowResponse(counted)
})

/** Moves an order's status by compare and set (two staff at once: one wins, the other is told). */
export async function movePurchaseOrder(container: MedusaContainer, id: string, to: PoStatus) {
  const pg = pgOf(container)
  const [po] = await pg("purchase_order").where({ id }).whereNull("deleted_at").select("status", "number")
  if (!po) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Purchase order ${id} was not found`)
  if (!canMove(po.status, to)) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Purchase order ${po.number} is ${po.status}: it cannot become ${to}`)
  if (to === "cancelled") {
    const [{ n }] = await pg("purchase_order_line").where({ purchase_order_id: id }).where("received_quantity", ">", 0).count("* as n")
    if (Number(n) > 0) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Purchase order ${po.number} was partly received: close it instead`)
  }
  const now = new Date()
  const moved = await pg("purchase_order")
    .where({ id, status: po.status })
    .update({ status: to, updated_at: now, ...(to === "sent" ? { sent_at: now } : {}), ...(to === "closed" || to === "cancelled" ? { closed_at: now } : {}) })
  if (!moved) throw new MedusaError(MedusaError.Types.CONFLICT, `Purchase order ${po.number} changed meanwhile: reload it`)
}
