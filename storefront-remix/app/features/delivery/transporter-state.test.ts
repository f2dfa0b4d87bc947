import { describe, expect, it } from "vitest"
import { transporterState } from "./transporter-state"
import type { Transporter } from "./transporters"

const yalidine: Transporter = {
  id: "tr_1",
  name: "Yalidine",
  logo_url: null,
  delivery_types: [{ type: "home", price: 400, shipping_option_id: "so_1" }],
}
const ok = (commune: number, transporters: Transporter[] = [yalidine]) => ({ commune, transporters, problem: null })

describe("transporterState", () => {
  it("asks for a commune first", () => {
    expect(transporterState(null, { fetching: false, loaded: ok(1601) })).toEqual({ kind: "no-commune" })
  })

  it("uses the transporters that came with the page (no JavaScript, ?commune=1601)", () => {
    expect(transporterState(1601, { fetching: false, loaded: ok(1601) })).toEqual({ kind: "ready", transporters: [yalidine] })
  })

  it("is loading while the chosen commune's transporters are on their way, never showing another commune's", () => {
    expect(transporterState(1605, { fetching: true, loaded: ok(1601) })).toEqual({ kind: "loading" })
    expect(transporterState(1605, { fetching: false, fetched: ok(1601) })).toEqual({ kind: "loading" })
    expect(transporterState(1605, { fetching: false, fetched: ok(1605) })).toEqual({ kind: "ready", transporters: [yalidine] })
  })

  it("ignores a stale answer while a new request runs", () => {
    expect(transporterState(1601, { fetching: true, fetched: ok(1601) })).toEqual({ kind: "loading" })
  })

  it("says no transporter serves the commune, whether the list is empty or the commune is not delivered", () => {
    expect(transporterState(1105, { fetching: false, fetched: ok(1105, []) })).toEqual({ kind: "none" })
    const notServed = { commune: 1105, transporters: [], problem: "not_served" as const }
    expect(transporterState(1105, { fetching: false, fetched: notServed })).toEqual({ kind: "none" })
  })

  it("reports a failure, but not while retrying", () => {
    const failed = { commune: 1601, transporters: [], problem: "failed" as const }
    expect(transporterState(1601, { fetching: false, loaded: failed })).toEqual({ kind: "problem", problem: "failed" })
    expect(transporterState(1601, { fetching: true, loaded: failed })).toEqual({ kind: "loading" })
  })
})
