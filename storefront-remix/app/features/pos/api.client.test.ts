import type { PostAdminPosSale } from "@shop/contracts/pos"
import { afterEach, describe, expect, it, vi } from "vitest"
import { sendSale } from "./api.client"

const body = { client_id: "c1" } as PostAdminPosSale
const answer = (status: number, json: unknown = {}) => new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } })

/** The storefront as the till sees it: the session route, then the scripted answers to the sale. */
function storefront(...sales: (Response | Error)[]) {
  const calls: string[] = []
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url} ${(init?.headers as Record<string, string> | undefined)?.["X-CSRF-TOKEN"] ?? ""}`.trim())
      if (url === "/pos/api/session") return answer(200, { signed_in: true, csrf: `token${calls.length}` })
      const next = sales.shift()!
      if (next instanceof Error) throw next
      return next
    })
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe("sending a sale", () => {
  it("maps every answer to what the queue does", async () => {
    storefront(answer(201, { sale: { id: "s" }, replayed: false }))
    expect(await sendSale(body)).toEqual({ kind: "recorded", sale: { id: "s" }, replayed: false })
    storefront(answer(200, { sale: { id: "s" }, replayed: true }))
    expect(await sendSale(body)).toMatchObject({ kind: "recorded", replayed: true })
    storefront(answer(400, { type: "invalid_data", message: "x", errors: [{ field: "payment", code: "mixed_sum", message: "x" }] }))
    expect(await sendSale(body)).toEqual({ kind: "refused", errors: [{ field: "payment", code: "mixed_sum", message: "x" }] })
    storefront(answer(401))
    expect(await sendSale(body)).toEqual({ kind: "auth" })
    storefront(answer(403, { type: "not_allowed", code: "not_assigned" }))
    expect(await sendSale(body)).toEqual({ kind: "auth" })
    storefront(answer(409))
    expect(await sendSale(body)).toEqual({ kind: "retry", reason: "busy", status: 409 })
    storefront(answer(502))
    expect(await sendSale(body)).toEqual({ kind: "retry", reason: "server", status: 502 })
    storefront(new TypeError("Failed to fetch"))
    expect(await sendSale(body)).toEqual({ kind: "retry", reason: "network" })
  })

  it("sends again, never drops, a sale whose 400 names no field (its fate is unknown), and one whose answer was cut short", async () => {
    storefront(answer(400, { type: "invalid_data", message: "something failed" }))
    expect(await sendSale(body)).toEqual({ kind: "retry", reason: "server", status: 400 })
    storefront(new Response("{", { status: 201 }))
    expect(await sendSale(body)).toEqual({ kind: "retry", reason: "network" })
  })

  it("renews an expired CSRF token once, then posts with the new one", async () => {
    const calls = storefront(answer(403, { type: "csrf" }), answer(201, { sale: { id: "s" }, replayed: false }))
    expect(await sendSale(body)).toMatchObject({ kind: "recorded" })
    expect(calls.filter((c) => c.startsWith("POST"))).toHaveLength(2)
    expect(calls.at(-1)).toMatch(/^POST \/pos\/api\/sales token\d+$/)
  })
})
