import { describe, expect, it } from "vitest"
import { loadCommunes, loadWilayas } from "./geo-loaders.server"
import { MedusaError } from "~/lib/medusa.server"
import type { DeliveryReads } from "~/lib/store-api.server"

function client(listCommunes: DeliveryReads["listCommunes"], listWilayas: DeliveryReads["listWilayas"] = async () => []) {
  return { listCommunes, listWilayas, listTransporters: async () => [] } satisfies DeliveryReads
}

describe("geo loaders", () => {
  it("pass the lists through", async () => {
    const communes = [
      { id: "c", code: 1605, name_fr: "Bab El Oued", name_ar: "باب الوادي", daira: null, postal_code: null, latitude: null, longitude: null, wilaya_code: 16 },
    ]
    expect(
      await loadCommunes(
        client(async () => communes),
        16
      )
    ).toEqual({ ok: true, value: communes })
  })

  it("word a 404 as a wilaya that is not served", async () => {
    const c = client(async () => Promise.reject(new MedusaError("Wilaya 99 was not found", 404, "not_found")))
    expect(await loadCommunes(c, 99)).toEqual({ ok: false, problem: "unknown_wilaya" })
  })

  it("word any other backend trouble as a failed fetch, so the page still renders", async () => {
    const silent = console.error
    console.error = () => {}
    try {
      const down = client(
        async () => Promise.reject(new MedusaError("fetch failed", 0)),
        async () => Promise.reject(new MedusaError("boom", 500))
      )
      expect(await loadCommunes(down, 16)).toEqual({ ok: false, problem: "failed" })
      expect(await loadWilayas(down)).toEqual({ ok: false, problem: "failed" })
    } finally {
      console.error = silent
    }
  })

  it("let a configuration error through: a missing key is not a message for the buyer", async () => {
    const misconfigured = client(async () => Promise.reject(new Error("MEDUSA_PUBLISHABLE_KEY is not set")))
    await expect(loadCommunes(misconfigured, 16)).rejects.toThrow(/MEDUSA_PUBLISHABLE_KEY/)
  })
})
