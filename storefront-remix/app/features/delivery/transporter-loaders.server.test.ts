import { describe, expect, it } from "vitest"
import { MedusaError } from "~/lib/medusa.server"
import type { DeliveryReads } from "~/lib/store-api.server"
import { loadTransporters } from "./transporter-loaders.server"

const client = (listTransporters: DeliveryReads["listTransporters"]) =>
  ({ listWilayas: async () => [], listCommunes: async () => [], listTransporters }) satisfies DeliveryReads

const backendAnswer = {
  id: "tr_y",
  name: "Yalidine",
  code: "yalidine",
  logo_url: null,
  has_stop_desk_in_commune: true,
  min_price: 200,
  delivery_types: [
    {
      type: "stop_desk" as const,
      price: 200,
      shipping_option_id: "so_d",
      stop_desks: [
        { id: "d2", name: "Bab Ezzouar", address: "Cité", opening_hours: null, phone: null, commune_code: 1621, in_commune: false },
        { id: "d1", name: "Alger Centre", address: "Didouche", opening_hours: "8-18", phone: null, commune_code: 1601, in_commune: true },
      ],
    },
  ],
}

describe("loadTransporters", () => {
  it("passes the priced transporters on, trimmed to what the page shows, desks in the commune first", async () => {
    const result = await loadTransporters(
      client(async () => [backendAnswer]),
      1601
    )
    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: "tr_y",
          name: "Yalidine",
          logo_url: null,
          delivery_types: [
            {
              type: "stop_desk",
              price: 200,
              shipping_option_id: "so_d",
              stop_desks: [
                { id: "d1", name: "Alger Centre", address: "Didouche", opening_hours: "8-18", in_commune: true },
                { id: "d2", name: "Bab Ezzouar", address: "Cité", opening_hours: null, in_commune: false },
              ],
            },
          ],
        },
      ],
    })
  })

  it("words a 404 as a commune no transporter serves", async () => {
    const c = client(async () => Promise.reject(new MedusaError("Commune 9999 was not found", 404, "not_found")))
    expect(await loadTransporters(c, 9999)).toEqual({ ok: false, problem: "not_served" })
  })

  it("words a backend failure as a failed fetch, and lets a configuration error through", async () => {
    const silent = console.error
    console.error = () => {}
    try {
      const down = client(async () => Promise.reject(new MedusaError("boom", 503)))
      expect(await loadTransporters(down, 1601)).toEqual({ ok: false, problem: "failed" })
    } finally {
      console.error = silent
    }
    const misconfigured = client(async () => Promise.reject(new Error("MEDUSA_PUBLISHABLE_KEY is not set")))
    await expect(loadTransporters(misconfigured, 1601)).rejects.toThrow(/MEDUSA_PUBLISHABLE_KEY/)
  })
})
