import { describe, expect, it } from "vitest"
import { communeState } from "./commune-state"

const alger = [{ code: 1605, name_fr: "Bab El Oued", name_ar: "باب الوادي" }]
const oran = [{ code: 3101, name_fr: "Oran", name_ar: "وهران" }]

describe("communeState", () => {
  it("asks for a wilaya first", () => {
    expect(communeState(null, { fetching: false })).toEqual({ kind: "no-wilaya" })
  })

  it("uses the communes that came with the page (no JavaScript, ?wilaya=16)", () => {
    const loaded = { wilaya: 16, communes: alger, problem: null }
    expect(communeState(16, { fetching: false, loaded })).toEqual({ kind: "ready", communes: alger })
  })

  it("is loading while the chosen wilaya's communes are on their way", () => {
    const loaded = { wilaya: 16, communes: alger, problem: null }
    expect(communeState(31, { fetching: true, loaded })).toEqual({ kind: "loading" })
  })

  it("never shows another wilaya's communes", () => {
    const fetched = { wilaya: 16, communes: alger, problem: null }
    expect(communeState(31, { fetching: false, fetched })).toEqual({ kind: "loading" })
    expect(communeState(31, { fetching: false, fetched: { wilaya: 31, communes: oran, problem: null } })).toEqual({
      kind: "ready",
      communes: oran,
    })
  })

  it("ignores a stale answer while a new request runs", () => {
    const fetched = { wilaya: 16, communes: alger, problem: null }
    expect(communeState(16, { fetching: true, fetched })).toEqual({ kind: "loading" })
  })

  it("reports a failure, but not while retrying", () => {
    const loaded = { wilaya: 16, communes: null, problem: "failed" as const }
    expect(communeState(16, { fetching: false, loaded })).toEqual({ kind: "problem", problem: "failed" })
    expect(communeState(16, { fetching: true, loaded })).toEqual({ kind: "loading" })
  })
})
