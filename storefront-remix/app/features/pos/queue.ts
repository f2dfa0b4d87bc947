// The till's queue of sales (decision 0088). A sale is written here first, named by the till
// (`client_id`), then sent: oldest first, one at a time; a sale whose answer was lost is sent again
// with the same id and the server answers the sale it already recorded (`replayed`), so nothing is
// made twice. pending → syncing → synced | flagged | refused.
import type { AdminPosCatalogue, PlanFieldError, PosSale, PostAdminPosSale } from "@shop/contracts/pos"
import type { ReceiptView, SaleDraft } from "./sale"

export type SaleState = "pending" | "syncing" | "synced" | "refused" | "flagged"

export type QueuedSale = {
  client_id: string
  /** Taken order (ms since epoch, then a counter): the order the sales are sent in. */
  seq: number
  cashier_id: string
  cashier_email: string
  state: SaleState
  body: PostAdminPosSale
  /** The screen's draft, to fix a refused sale. */
  draft: SaleDraft
  receipt: ReceiptView
  sale: PosSale | null
  errors: PlanFieldError[] | null
  last_error: { reason: "network" | "server" | "busy"; status?: number } | null
  attempts: number
}

/** What one send gave. `retry`: nothing known of the sale's fate, it is sent again later with the same id. */
export type SendResult =
  | { kind: "recorded"; sale: PosSale; replayed: boolean }
  | { kind: "refused"; errors: PlanFieldError[] }
  | { kind: "auth" }
  | { kind: "retry"; reason: "network" | "server" | "busy"; status?: number }

export type QueueStore = { all(): Promise<QueuedSale[]>; put(sale: QueuedSale): Promise<void> }

export const isOpen = (s: QueuedSale) => s.state === "pending" || s.state === "syncing"
export const byTaking = (a: QueuedSale, b: QueuedSale) => a.seq - b.seq

export type SyncOutcome = { sent: number; stopped: null | "auth" | "retry" }

/**
 * Sends the open sales of `cashierId` (another cashier's wait for their own sign-in: a sale is sent
 * with its own cashier's token), oldest first, one at a time. Stops at the first sale whose fate is
 * unknown (network, server error, busy) so the order holds; a refused sale does not block the next.
 * A sale left `syncing` by a closed till is open: it is sent again, with its id.
 */
export async function syncQueue(
  store: QueueStore,
  send: (body: PostAdminPosSale) => Promise<SendResult>,
  cashierId: string,
  onChange: (sale: QueuedSale) => void = () => {}
): Promise<SyncOutcome> {
  const open = (await store.all()).filter((s) => isOpen(s) && s.cashier_id === cashierId).sort(byTaking)
  let sent = 0
  for (const queued of open) {
    let sale: QueuedSale = { ...queued, state: "syncing", attempts: queued.attempts + 1 }
    await store.put(sale)
    onChange(sale)
    const result = await send(sale.body).catch((): SendResult => ({ kind: "retry", reason: "network" }))
    if (result.kind === "recorded") sale = { ...sale, state: result.sale.flagged ? "flagged" : "synced", sale: result.sale, errors: null, last_error: null }
    else if (result.kind === "refused") sale = { ...sale, state: "refused", errors: result.errors, last_error: null }
    else if (result.kind === "auth") sale = { ...sale, state: "pending" }
    else sale = { ...sale, state: "pending", last_error: { reason: result.reason, ...(result.status !== undefined && { status: result.status }) } }
    await store.put(sale)
    onChange(sale)
    if (result.kind === "auth") return { sent, stopped: "auth" }
    if (result.kind === "retry") return { sent, stopped: "retry" }
    sent++
  }
  return { sent, stopped: null }
}

/**
 * The units the till's sales took that the cached catalogue (read at `generatedAt`, the server's clock)
 * does not show yet: the open sales, and those recorded after it was read. A refused sale took nothing,
 * a delivery takes from the shipping warehouse, not the shop (decision 0088).
 */
export function takenSince(sales: QueuedSale[], generatedAt: string): Map<string, number> {
  const taken = new Map<string, number>()
  for (const s of sales) {
    if (s.body.fulfilment.mode !== "pickup") continue
    const unseen = isOpen(s) || (s.sale !== null && s.state !== "refused" && s.sale.synced_at > generatedAt)
    if (unseen) for (const l of s.body.lines) taken.set(l.variant_id, (taken.get(l.variant_id) ?? 0) + l.quantity)
  }
  return taken
}

/** The catalogue less what `taken` took (stock never below 0; untracked stock stays untracked). */
export function withTaken(catalogue: AdminPosCatalogue, taken: Map<string, number>): AdminPosCatalogue {
  if (!taken.size) return catalogue
  return {
    ...catalogue,
    variants: catalogue.variants.map((v) =>
      v.stock === null || !taken.has(v.variant_id) ? v : { ...v, stock: Math.max(0, v.stock - taken.get(v.variant_id)!) }
    ),
  }
}
