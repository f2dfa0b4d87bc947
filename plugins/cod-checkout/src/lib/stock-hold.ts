import type { Knex } from "knex"
import { generateEntityId } from "@medusajs/framework/utils"
import { STALE_PENDING_SECONDS } from "./gate"

const HOLDS = "cod_stock_hold"
/** How long a hold-taker waits for another one on the same variant before it is answered "busy" (55P03 → 409). */
export const HOLD_LOCK_TIMEOUT = "3s"

export type HoldLine = { variant_id: string; quantity: number }

export type HoldResult =
  | { kind: "held" }
  | { kind: "out_of_stock"; variant_id: string }
  /** The stock is there, but orders in progress hold it: one of them may still fail, so "retry", not "sold out". */
  | { kind: "busy"; variant_id: string; wait_seconds: number }

/** The same variant on two lines counts once, with both quantities. */
export function mergeLines(lines: HoldLine[]): HoldLine[] {
  const by = new Map<string, number>()
  for (const l of lines) by.set(l.variant_id, (by.get(l.variant_id) ?? 0) + l.quantity)
  return [...by].map(([variant_id, quantity]) => ({ variant_id, quantity })).sort((a, b) => a.variant_id.localeCompare(b.variant_id))
}

/**
 * The admission decision for one line: what is available (Medusa's stocked − reserved over the
 * channel's locations; absent = not managed, always enough) less what other orders in progress hold.
 */
export function admit(line: HoldLine, available: number | undefined, held: number): HoldResult {
  if (available === undefined) return { kind: "held" }
  if (available < line.quantity) return { kind: "out_of_stock", variant_id: line.variant_id }
  if (available - held < line.quantity) return { kind: "busy", variant_id: line.variant_id, wait_seconds: 5 }
  return { kind: "held" }
}

/**
 * Holds the order's units before the checkout runs (decision 0043), in one PostgreSQL transaction
 * shared by every server process: `readAvailable()` is read first, then a transaction-level advisory
 * lock per variant (sorted; waited for at most `HOLD_LOCK_TIMEOUT`) serializes the hold-takers of a
 * variant while each line is admitted against it less the live holds, and the holds are written. Medusa's reservation
 * under its inventory lock stays what guarantees no oversell; this only spares the buyers who cannot
 * get the last units from running the whole checkout, and everyone else from waiting behind them.
 */
export async function holdStock(
  knex: Knex,
  slotId: string,
  lines: HoldLine[],
  readAvailable: (variantIds: string[]) => Promise<Record<string, number | undefined>>
): Promise<HoldResult> {
  const merged = mergeLines(lines)
  // Read before the lock: only the holds need the lock, and every hold-taker of the variant waits for
  // whoever holds it (reservations change only at a cart's completion, seconds later).
  const available = await readAvailable(merged.map((l) => l.variant_id))
  return await knex.transaction(async (trx) => {
    await trx.raw(`set local lock_timeout = '${HOLD_LOCK_TIMEOUT}'`)
    for (const l of merged) await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [`cod:stock:${l.variant_id}`])
    const ids = merged.map((l) => l.variant_id)
    await trx(HOLDS)
      .whereIn("variant_id", ids)
      .andWhere("created_at", "<", trx.raw("now() - make_interval(secs => ?)", [STALE_PENDING_SECONDS]))
      .delete()
    const rows: { variant_id: string; held: string | number }[] = await trx(HOLDS)
      .whereIn("variant_id", ids)
      .whereNull("deleted_at")
      .groupBy("variant_id")
      .select("variant_id", trx.raw("sum(quantity) as held"))
    const held = new Map(rows.map((r) => [r.variant_id, Number(r.held)]))
    for (const l of merged) {
      const result = admit(l, available[l.variant_id], held.get(l.variant_id) ?? 0)
      if (result.kind !== "held") return result
    }
    await trx(HOLDS).insert(
      merged.map((l) => ({ id: generateEntityId(undefined, "codhold"), slot_id: slotId, variant_id: l.variant_id, quantity: l.quantity }))
    )
    return { kind: "held" as const }
  })
}

/** The order's holds end: its reservation now counts the units (or it failed and holds nothing). */
export async function releaseStock(knex: Knex, slotId: string) {
  await knex(HOLDS).where({ slot_id: slotId }).delete()
}
