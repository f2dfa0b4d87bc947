import type { AdminPosCatalogue, PosSale, PostAdminPosSale } from "@shop/contracts/pos"
import { describe, expect, it } from "vitest"
import { syncQueue, takenSince, withTaken, type QueuedSale, type QueueStore, type SendResult } from "./queue"

const body = (id: string, variant = "v1", quantity = 1, mode: "pickup" | "delivery" = "pickup"): PostAdminPosSale => ({
  client_id: id,
  made_at: "2026-11-29T10:00:00.000Z",
  lines: [{ variant_id: variant, quantity }],
  payment: { type: "card" },
  fulfilment: mode === "pickup" ? { mode } : { mode, address: "x", wilaya: 16, commune: 1601, shipping_option_id: "so_1" },
})
const queued = (id: string, seq: number, patch: Partial<QueuedSale> = {}): QueuedSale =>
  ({
    client_id: id,
    seq,
    cashier_id: "user_1",
    cashier_email: "c@x.dz",
    state: "pending",
    body: body(id),
    draft: {} as QueuedSale["draft"],
    receipt: {} as QueuedSale["receipt"],
    sale: null,
    errors: null,
    last_error: null,
    attempts: 0,
    ...patch,
  }) as QueuedSale
const sale = (id: string, patch: Partial<PosSale> = {}) =>
  ({ id: `psale_${id}`, client_id: id, display_id: 7, flagged: false, flags: [], synced_at: "2026-11-29T12:00:00.000Z", ...patch }) as PosSale

function memory(initial: QueuedSale[]): QueueStore & { rows: Map<string, QueuedSale> } {
  const rows = new Map(initial.map((s) => [s.client_id, s]))
  return { rows, all: async () => [...rows.values()], put: async (s) => void rows.set(s.client_id, s) }
}

/** A server that records each id once and answers the same sale to a replay. */
function server(script: ("ok" | "lost" | "down" | "refuse")[] = []) {
  const recorded = new Map<string, PosSale>()
  const calls: string[] = []
  const send = async (b: PostAdminPosSale): Promise<SendResult> => {
    calls.push(b.client_id)
    const step = script.shift() ?? "ok"
    if (step === "down") return { kind: "retry", reason: "server", status: 503 }
    if (step === "refuse") return { kind: "refused", errors: [{ field: "payment", code: "mixed_sum", message: "no" }] }
    const replayed = recorded.has(b.client_id)
    if (!replayed)
      recorded.set(
        b.client_id,
        sale(b.client_id, {
          flagged: b.client_id === "c",
          flags: b.client_id === "c" ? [{ code: "out_of_stock", variant_id: "v1", title: "T", missing: 1 }] : [],
        })
      )
    // the answer was lost on the way back: the sale is recorded, the till does not know it
    if (step === "lost") return { kind: "retry", reason: "network" }
    return { kind: "recorded", sale: recorded.get(b.client_id)!, replayed }
  }
  return { send, recorded, calls }
}

describe("the till's queue", () => {
  it("sends oldest first, one at a time; a lost answer is sent again with the same id and nothing is made twice", async () => {
    const store = memory([queued("b", 2), queued("a", 1), queued("c", 3)])
    const srv = server(["lost", "lost"])
    expect(await syncQueue(store, srv.send, "user_1")).toEqual({ sent: 0, stopped: "retry" })
    expect(store.rows.get("a")!.state).toBe("pending")
    expect(store.rows.get("a")!.last_error).toEqual({ reason: "network" })
    expect(await syncQueue(store, srv.send, "user_1")).toEqual({ sent: 0, stopped: "retry" })
    expect(await syncQueue(store, srv.send, "user_1")).toEqual({ sent: 3, stopped: null })
    expect(srv.calls).toEqual(["a", "a", "a", "b", "c"])
    expect(srv.recorded.size).toBe(3)
    expect(["a", "b", "c"].map((id) => store.rows.get(id)!.state)).toEqual(["synced", "synced", "flagged"])
    expect(store.rows.get("a")!.attempts).toBe(3)
  })

  it("keeps a refused sale aside and goes on; stops on a server error and on a lost sign-in", async () => {
    const store = memory([queued("a", 1), queued("b", 2), queued("c", 3)])
    const srv = server(["refuse", "ok", "down"])
    expect(await syncQueue(store, srv.send, "user_1")).toEqual({ sent: 2, stopped: "retry" })
    expect(store.rows.get("a")!.state).toBe("refused")
    expect(store.rows.get("b")!.state).toBe("synced")
    expect(store.rows.get("c")!.last_error).toEqual({ reason: "server", status: 503 })
    const auth = memory([queued("d", 4)])
    expect(await syncQueue(auth, async () => ({ kind: "auth" }), "user_1")).toEqual({ sent: 0, stopped: "auth" })
    expect(auth.rows.get("d")!.state).toBe("pending")
  })

  it("sends a sale left 'syncing' by a closed till, and only the signed-in cashier's sales", async () => {
    const store = memory([queued("a", 1, { state: "syncing" }), queued("b", 2, { cashier_id: "user_2" })])
    const srv = server()
    await syncQueue(store, srv.send, "user_1")
    expect(srv.calls).toEqual(["a"])
    expect(store.rows.get("b")!.state).toBe("pending")
  })

  it("takes the units of the sales the cached catalogue does not show yet (taken away at the counter)", () => {
    const catalogue: AdminPosCatalogue = {
      location_id: "sloc",
      generated_at: "2026-11-29T11:00:00.000Z",
      currency_code: "dzd",
      variants: [
        {
          variant_id: "v1",
          product_id: "p",
          title: "T",
          variant_title: null,
          sku: null,
          barcode: null,
          thumbnail: null,
          price: 1,
          wholesale_price: null,
          wholesale_min_quantity: null,
          stock: 3,
        },
        {
          variant_id: "v2",
          product_id: "p",
          title: "U",
          variant_title: null,
          sku: null,
          barcode: null,
          thumbnail: null,
          price: 1,
          wholesale_price: null,
          wholesale_min_quantity: null,
          stock: null,
        },
      ],
    }
    const sales = [
      queued("open", 1, { body: body("open", "v1", 2) }),
      queued("after", 2, { state: "synced", body: body("after", "v1", 1), sale: sale("after", { synced_at: "2026-11-29T11:30:00.000Z" }) }),
      queued("before", 3, { state: "synced", body: body("before", "v1", 5), sale: sale("before", { synced_at: "2026-11-29T10:30:00.000Z" }) }),
      queued("refused", 4, { state: "refused", body: body("refused", "v1", 5) }),
      queued("delivered", 5, { body: body("delivered", "v1", 5, "delivery") }),
      queued("untracked", 6, { body: body("untracked", "v2", 5) }),
    ]
    const taken = takenSince(sales, catalogue.generated_at)
    expect(Object.fromEntries(taken)).toEqual({ v1: 3, v2: 5 })
    expect(withTaken(catalogue, taken).variants.map((v) => v.stock)).toEqual([0, null])
  })
})
