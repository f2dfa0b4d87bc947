import { describe, expect, it } from "vitest"
import { loadDeliveryQuery } from "./delivery-loader.server"
import type { DeliveryReads } from "~/lib/store-api.server"

const bab = {
  id: "c1",
  code: 1605,
  name_fr: "Bab El Oued",
  name_ar: "باب الوادي",
  daira: null,
  postal_code: null,
  latitude: null,
  longitude: null,
  wilaya_code: 16,
}
const centre = {
  id: "c2",
  code: 1601,
  name_fr: "Alger Centre",
  name_ar: "الجزائر الوسطى",
  daira: null,
  postal_code: null,
  latitude: null,
  longitude: null,
  wilaya_code: 16,
}
const yalidine = {
  id: "tr_y",
  name: "Yalidine",
  code: "yalidine",
  logo_url: null,
  has_stop_desk_in_commune: false,
  min_price: 400,
  delivery_types: [{ type: "home" as const, price: 400, shipping_option_id: "so_h" }],
}

function fakeClient() {
  const asked: number[] = []
  const languages: string[] = []
  const client = {
    listWilayas: async () => [],
    listCommunes: async (w: number) => (w === 16 ? [bab, centre] : []),
    listTransporters: async (c: number, locale = "fr") => {
      asked.push(c)
      languages.push(locale)
      return [yalidine]
    },
  } satisfies DeliveryReads
  return { client, asked, languages }
}

const q = (s: string) => new URLSearchParams(s)

describe("loadDeliveryQuery", () => {
  it("loads nothing without a wilaya", async () => {
    const { client, asked } = fakeClient()
    expect(await loadDeliveryQuery(client, q("commune=1601"))).toEqual({
      wilaya: null,
      communes: null,
      commune: null,
      transporters: null,
      pick: null,
    })
    expect(asked).toEqual([])
  })

  it("brings the communes of ?wilaya= and the transporters of &commune=, with the pick", async () => {
    const { client } = fakeClient()
    const d = await loadDeliveryQuery(client, q("wilaya=16&commune=1601&option=so_h"))
    expect(d.communes?.communes?.map((c) => c.code)).toEqual([1605, 1601])
    expect(d.commune).toBe(1601)
    // trimmed to what the page shows (toTransporter)
    const shown = { id: "tr_y", name: "Yalidine", logo_url: null, delivery_types: yalidine.delivery_types }
    expect(d.transporters).toEqual({ commune: 1601, transporters: [shown], problem: null })
    expect(d.pick).toEqual({ option: "so_h", desk: null })
  })

  it("asks for the transporters in the page's language (the desks' names and addresses)", async () => {
    const { client, languages } = fakeClient()
    await loadDeliveryQuery(client, q("wilaya=16&commune=1601"), "ar")
    await loadDeliveryQuery(client, q("wilaya=16&commune=1601"))
    expect(languages).toEqual(["ar", "fr"])
  })

  it("ignores a commune that is not one of the wilaya's, and its pick", async () => {
    const { client } = fakeClient()
    const d = await loadDeliveryQuery(client, q("wilaya=16&commune=3101&option=so_h"))
    expect(d.commune).toBeNull()
    expect(d.transporters).toBeNull()
    expect(d.pick).toBeNull()
  })
})
