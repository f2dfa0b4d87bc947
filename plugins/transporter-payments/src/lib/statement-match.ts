import { parcelExpected, payable } from "./rules"
import type { StatementLine } from "./statement-csv"

/** What a parcel's life tells a remittance (frozen at hand-over on `order_life`). */
export type ParcelLife = {
  order_id: string
  display_id: number | null
  transporter_id: string | null
  tracking_number: string | null
  delivery_state: string
  money_state: string
  cash_to_collect: number | null
  courier_fee: number | null
  return_fee: number | null
  /** An exchange parcel: what the courier still owes for the order's first parcel (decision 0042). */
  owed_before?: number | null
  first_name?: string | null
  last_name?: string | null
}

/** The money states a remittance settles: cash the courier holds, or a return fee the shop owes it (see `payable`). */
export const PAYABLE_MONEY_STATES = ["collected_by_courier", "return_fee_due"] as const

const cents = (n: number | null | undefined) => Math.round(Number(n ?? 0) * 100)
const dinars = (c: number) => c / 100

/**
 * What the courier owes the shop for one parcel, with its parts: cash collected minus its fee when
 * delivered, minus the return fee (a negative amount) when it came back (`parcelExpected`, the
 * amount the payment records).
 */
export function expectedNet(p: Pick<ParcelLife, "delivery_state" | "money_state" | "cash_to_collect" | "courier_fee" | "return_fee">) {
  const net = parcelExpected(p)
  if (p.delivery_state === "returned") return { cash: 0, fee: 0, return_fee: dinars(cents(p.return_fee)), net }
  return { cash: dinars(cents(p.cash_to_collect)), fee: dinars(cents(p.courier_fee)), return_fee: 0, net }
}

/** Why a statement line was not matched to a parcel this remittance can settle. */
export type UnmatchedReason = "unknown" | "other_courier" | "already_remitted" | "not_payable" | "twice"

export type MatchedLine = {
  line: number
  order_id: string
  display_id: number | null
  tracking_number: string | null
  matched_by: "tracking_number" | "order_number"
  customer_name: string
  delivery_state: string
  expected: ReturnType<typeof expectedNet>
  statement: { collected: number | null; courier_fee: number | null; return_fee: number | null; net: number }
  /** statement net − expected net: negative when the courier pays less than it owes for this parcel. */
  difference: number
}
export type UnmatchedLine = StatementLine & { reason: UnmatchedReason; order_id: string | null; money_state: string | null }
export type MissingParcel = {
  order_id: string
  display_id: number | null
  tracking_number: string | null
  customer_name: string
  delivery_state: string
  expected: ReturnType<typeof expectedNet>
}

export type StatementPreview = {
  matched: MatchedLine[]
  unmatched: UnmatchedLine[]
  missing: MissingParcel[]
  totals: { expected: number; statement: number; difference: number; unmatched: number; missing: number }
}

const nameOf = (p: ParcelLife) => [p.first_name, p.last_name].filter(Boolean).join(" ")

/**
 * Matches statement lines to parcels: by tracking number first (case-insensitive), else by the
 * order's number (display id). `candidates` are every parcel a line may name (any courier, any
 * state: a line naming another courier's parcel or one already remitted is reported as such);
 * `toSettle` are the parcels of this courier still to settle (missing ones are listed).
 */
export function matchStatement(lines: StatementLine[], transporterId: string, candidates: ParcelLife[], toSettle: ParcelLife[]): StatementPreview {
  const byTracking = new Map<string, ParcelLife>()
  const byDisplay = new Map<number, ParcelLife>()
  for (const p of candidates) {
    if (p.tracking_number) byTracking.set(p.tracking_number.trim().toUpperCase(), p)
    // A display id is unique per store; prefer this courier's parcel if two rows ever share one.
    if (p.display_id !== null && (!byDisplay.has(p.display_id) || p.transporter_id === transporterId)) byDisplay.set(p.display_id, p)
  }
  const matched: MatchedLine[] = []
  const unmatched: UnmatchedLine[] = []
  const used = new Set<string>()
  for (const l of lines) {
    const viaTracking = l.tracking_number ? byTracking.get(l.tracking_number.trim().toUpperCase()) : undefined
    const viaOrder = !viaTracking && l.order_number !== null ? byDisplay.get(l.order_number) : undefined
    const p = viaTracking ?? viaOrder
    const miss = (reason: UnmatchedReason) => unmatched.push({ ...l, reason, order_id: p?.order_id ?? null, money_state: p?.money_state ?? null })
    if (!p) miss("unknown")
    else if (p.transporter_id !== transporterId) miss("other_courier")
    else if (p.money_state === "remitted") miss("already_remitted")
    else if (!payable(p)) miss("not_payable")
    else if (used.has(p.order_id)) miss("twice")
    else {
      used.add(p.order_id)
      const expected = expectedNet(p)
      matched.push({
        line: l.line,
        order_id: p.order_id,
        display_id: p.display_id,
        tracking_number: p.tracking_number,
        matched_by: viaTracking ? "tracking_number" : "order_number",
        customer_name: nameOf(p),
        delivery_state: p.delivery_state,
        expected,
        statement: { collected: l.collected, courier_fee: l.courier_fee, return_fee: l.return_fee, net: l.net },
        difference: dinars(cents(l.net) - cents(expected.net)),
      })
    }
  }
  const missing = toSettle
    .filter((p) => !used.has(p.order_id))
    .map((p) => ({
      order_id: p.order_id,
      display_id: p.display_id,
      tracking_number: p.tracking_number,
      customer_name: nameOf(p),
      delivery_state: p.delivery_state,
      expected: expectedNet(p),
    }))
  const expected = matched.reduce((a, m) => a + cents(m.expected.net), 0)
  const statement = matched.reduce((a, m) => a + cents(m.statement.net), 0)
  return {
    matched,
    unmatched,
    missing,
    totals: {
      expected: dinars(expected),
      statement: dinars(statement),
      difference: dinars(statement - expected),
      unmatched: dinars(unmatched.reduce((a, u) => a + cents(u.net), 0)),
      missing: dinars(missing.reduce((a, m) => a + cents(m.expected.net), 0)),
    },
  }
}
