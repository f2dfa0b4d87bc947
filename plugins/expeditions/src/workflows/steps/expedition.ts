import { MedusaError } from "@medusajs/framework/utils"
import type { InferTypeOf, MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { assertAllowed, checkQuantity, outstanding, statusAfterReception, type ExpeditionAction } from "../../lib/rules"
import { availableAt, resolveStockVariants } from "../../lib/variants"
import { EXPEDITION_MODULE } from "../../modules/expedition"
import type ExpeditionModuleService from "../../modules/expedition/service"
import type { ExpeditionStatus, InternalExpedition } from "../../modules/expedition/models/internal-expedition"
import type { ExpeditionItem } from "../../modules/expedition/models/expedition-item"

type Expedition = InferTypeOf<typeof InternalExpedition>
type Line = InferTypeOf<typeof ExpeditionItem>
const service = (c: MedusaContainer) => c.resolve<ExpeditionModuleService>(EXPEDITION_MODULE)
const HEAD = [
  "id",
  "status",
  "source_location_id",
  "destination_location_id",
  "sent_at",
  "sent_by",
  "received_at",
  "completed_at",
  "cancelled_at",
  "cancelled_by",
] as const
/** The expedition's own fields, as they were: what a compensation writes back. */
type Head = Pick<Expedition, (typeof HEAD)[number]>

async function load(c: MedusaContainer, id: string): Promise<Expedition> {
  const [e] = await service(c).listInternalExpeditions({ id }, { relations: ["items"] })
  if (!e) throw new MedusaError(MedusaError.Types.NOT_FOUND, `id: expedition ${id} not found`)
  return e
}
const head = (e: Expedition) => Object.fromEntries(HEAD.map((k) => [k, e[k]])) as Head
const counts = (i: Line) => ({ id: i.id, quantity_received: i.quantity_received, quantity_returned: i.quantity_returned })

/** add names a variant; update and remove name the line (item_id). */
export type ItemEdit = { expedition_id: string; op: "add" | "update" | "remove"; variant_id?: string; item_id?: string; quantity?: unknown }

type ItemUndo = { restore: string } | { update: { id: string; quantity: number } } | { remove: string }

/**
 * Adds, updates or removes a line while the expedition is in progress. The quantity is 1 to the
 * source's available stock (spec §5); nothing is taken before the expedition is sent.
 */
export const editExpeditionItemStep = createStep(
  "edit-expedition-item",
  async (input: ItemEdit, { container }) => {
    const e = await load(container, input.expedition_id)
    assertAllowed(e.status, "edit")
    const line = input.op === "add" ? e.items.find((i) => i.variant_id === input.variant_id) : e.items.find((i) => i.id === input.item_id)
    if (input.op !== "add" && !line) throw new MedusaError(MedusaError.Types.NOT_FOUND, `item_id: line ${input.item_id} is not in this expedition`)
    const s = service(container)
    if (input.op === "remove") {
      await s.softDeleteExpeditionItems(line!.id)
      return new StepResponse<Line | null, ItemUndo>(null, { restore: line!.id })
    }
    const variantId = (line?.variant_id ?? input.variant_id) as string
    const v = (await resolveStockVariants(container, [variantId])).get(variantId)!
    const available = (await availableAt(container, e.source_location_id, [v.inventory_item_id])).get(v.inventory_item_id) ?? 0
    // Adding a variant already listed adds to its line.
    const wanted =
      input.op === "add" && line ? line.quantity + checkQuantity(input.quantity ?? 1, "quantity", 1, Number.MAX_SAFE_INTEGER) : (input.quantity ?? 1)
    const quantity = checkQuantity(wanted, "quantity", 1, Math.max(available, 0))
    if (line) {
      const updated = await s.updateExpeditionItems({ id: line.id, quantity })
      return new StepResponse<Line | null, ItemUndo>(updated, { update: { id: line.id, quantity: line.quantity } })
    }
    const created = await s.createExpeditionItems({ ...v, quantity, expedition_id: e.id })
    return new StepResponse<Line | null, ItemUndo>(created, { remove: created.id })
  },
  async (undo: ItemUndo | undefined, { container }) => {
    if (!undo) return
    const s = service(container)
    if ("restore" in undo) await s.restoreExpeditionItems(undo.restore)
    if ("update" in undo) await s.updateExpeditionItems(undo.update)
    if ("remove" in undo) await s.deleteExpeditionItems(undo.remove)
  }
)

/** inprogress → sent; returns what must leave the source. */
export const markSentStep = createStep(
  "mark-expedition-sent",
  async (input: { expedition_id: string; actor_id?: string | null }, { container }) => {
    const e = await load(container, input.expedition_id)
    assertAllowed(e.status, "send")
    if (!e.items.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, "items: add at least one item before sending", "invalid_data")
    await service(container).updateInternalExpeditions({ id: e.id, status: "sent", sent_at: new Date(), sent_by: input.actor_id ?? null })
    const takes = e.items.map((i) => ({
      inventory_item_id: i.inventory_item_id,
      variant_id: i.variant_id,
      location_id: e.source_location_id,
      quantity: i.quantity,
      label: i.sku || i.variant_id,
    }))
    return new StepResponse({ expedition_id: e.id, takes }, head(e))
  },
  async (previous, { container }) => {
    if (previous) await service(container).updateInternalExpeditions(previous)
  }
)

export type Reception = { expedition_id: string; item_id: string; quantity: unknown }

/**
 * Counts a reception of one line: more than 0 and at most what is still in transit. Runs under
 * the expedition's lock, so two receptions of the same line are counted one after the other.
 */
export const recordReceptionStep = createStep(
  "record-expedition-reception",
  async (input: Reception, { container }) => {
    const e = await load(container, input.expedition_id)
    const line = e.items.find((i) => i.id === input.item_id)
    if (!line) throw new MedusaError(MedusaError.Types.NOT_FOUND, `item_id: line ${input.item_id} is not in this expedition`)
    assertAllowed(e.status, "receive")
    const left = outstanding(line)
    const quantity = checkQuantity(input.quantity, "quantity", 1, Math.max(left, 1), "invalid_data")
    if (quantity > left) throw new MedusaError(MedusaError.Types.INVALID_DATA, `quantity: nothing is left to receive on this line`, "invalid_data")
    const s = service(container)
    await s.updateExpeditionItems({ id: line.id, quantity_received: line.quantity_received + quantity })
    const lines = e.items.map((i) => (i.id === line.id ? { ...i, quantity_received: i.quantity_received + quantity } : i))
    const status: ExpeditionStatus = statusAfterReception(lines)
    await s.updateInternalExpeditions({ id: e.id, status, received_at: e.received_at ?? new Date() })
    return new StepResponse(
      {
        expedition_id: e.id,
        status,
        move: { inventory_item_id: line.inventory_item_id, variant_id: line.variant_id, location_id: e.destination_location_id, quantity },
      },
      { head: head(e), line: counts(line) }
    )
  },
  async (undo, { container }) => {
    if (!undo) return
    await service(container).updateExpeditionItems(undo.line)
    await service(container).updateInternalExpeditions(undo.head)
  }
)

/** → cancelled; returns what was still in transit, to go back to the source. */
export const markCancelledStep = createStep(
  "mark-expedition-cancelled",
  async (input: { expedition_id: string; actor_id?: string | null }, { container }) => {
    const e = await load(container, input.expedition_id)
    assertAllowed(e.status, "cancel")
    const s = service(container)
    const inTransit = e.status === "inprogress" ? [] : e.items.filter((i) => outstanding(i) > 0)
    for (const i of inTransit) await s.updateExpeditionItems({ id: i.id, quantity_returned: i.quantity_returned + outstanding(i) })
    await s.updateInternalExpeditions({ id: e.id, status: "cancelled", cancelled_at: new Date(), cancelled_by: input.actor_id ?? null })
    const returns = inTransit.map((i) => ({
      inventory_item_id: i.inventory_item_id,
      variant_id: i.variant_id,
      location_id: e.source_location_id,
      quantity: outstanding(i),
    }))
    return new StepResponse({ expedition_id: e.id, returns }, { head: head(e), lines: inTransit.map(counts) })
  },
  async (undo, { container }) => {
    if (!undo) return
    for (const l of undo.lines) await service(container).updateExpeditionItems(l)
    await service(container).updateInternalExpeditions(undo.head)
  }
)

const TARGET: Partial<Record<ExpeditionAction, { status: ExpeditionStatus; stamp: string }>> = {
  arrive: { status: "received", stamp: "received_at" },
  complete: { status: "completed", stamp: "completed_at" },
}

/** The transitions that move no stock: sent → received (arrival noted), fully_received → completed. */
export const setExpeditionStatusStep = createStep(
  "set-expedition-status",
  async (input: { expedition_id: string; action: "arrive" | "complete" }, { container }) => {
    const e = await load(container, input.expedition_id)
    assertAllowed(e.status, input.action)
    const t = TARGET[input.action]!
    await service(container).updateInternalExpeditions({ id: e.id, status: t.status, [t.stamp]: new Date() })
    return new StepResponse({ expedition_id: e.id, status: t.status }, head(e))
  },
  async (previous, { container }) => {
    if (previous) await service(container).updateInternalExpeditions(previous)
  }
)
