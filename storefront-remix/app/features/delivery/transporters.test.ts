import { describe, expect, it } from "vitest"
import { choiceOf, parseCommuneCode, resolveChoice, splitTransporters, toTransporter, type Transporter } from "./transporters"

const desk = (id: string, in_commune: boolean) => ({ id, name: id, address: "rue", opening_hours: null, in_commune })

const yalidine: Transporter = {
  id: "tr_y",
  name: "Yalidine",
  logo_url: "http://localhost/y.png",
  delivery_types: [
    { type: "home", price: 400, shipping_option_id: "so_home" },
    { type: "stop_desk", price: 200, shipping_option_id: "so_desk", stop_desks: [desk("far", false), desk("near", true)] },
  ],
}

describe("toTransporter", () => {
  it("keeps what the page shows, desks in the commune first", () => {
    const backend = { ...yalidine, code: "yalidine", min_price: 200, has_stop_desk_in_commune: true } as Transporter
    const shown = toTransporter(backend)
    expect(Object.keys(shown).sort()).toEqual(["delivery_types", "id", "logo_url", "name"])
    expect(shown.delivery_types[1].stop_desks?.map((d) => d.id)).toEqual(["near", "far"])
    expect(shown.delivery_types[0]).not.toHaveProperty("stop_desks")
  })
})

describe("resolveChoice", () => {
  it("finds a home delivery by its shipping option", () => {
    const chosen = resolveChoice([yalidine], "so_home", null)
    expect(chosen && choiceOf(chosen)).toEqual({
      transporter_id: "tr_y",
      delivery_type: "home",
      shipping_option_id: "so_home",
      stop_desk_id: null,
    })
  })

  it("needs one of the listed desks for stop-desk delivery", () => {
    expect(resolveChoice([yalidine], "so_desk", "near")?.desk?.id).toBe("near")
    expect(resolveChoice([yalidine], "so_desk", null)).toBeNull()
    expect(resolveChoice([yalidine], "so_desk", "forged")).toBeNull()
  })

  it("gives nothing for an option that is not listed", () => {
    expect(resolveChoice([yalidine], "so_other", null)).toBeNull()
    expect(resolveChoice([yalidine], null, null)).toBeNull()
  })
})

describe("commune codes", () => {
  it("accept ONS codes only", () => {
    expect(parseCommuneCode("1601")).toBe(1601)
    expect(parseCommuneCode("101")).toBe(101)
    expect(parseCommuneCode("99")).toBeNull()
    expect(parseCommuneCode("16a1")).toBeNull()
    expect(parseCommuneCode(null)).toBeNull()
  })
})

describe("see more transporters (spec §4)", () => {
  const homeOnly = (id: string): Transporter => ({
    id,
    name: id,
    logo_url: null,
    delivery_types: [{ type: "home", price: 500, shipping_option_id: `so_${id}` }],
  })
  const ids = (ts: Transporter[]) => ts.map((t) => t.id)

  it("shows the first two and keeps the others behind see more", () => {
    const { first, more } = splitTransporters(["a", "b", "c", "d"].map(homeOnly))
    expect([ids(first), ids(more)]).toEqual([
      ["a", "b"],
      ["c", "d"],
    ])
  })

  it("never hides a single transporter, nor those with a desk in the commune", () => {
    expect(splitTransporters(["a", "b", "c"].map(homeOnly)).more).toEqual([])
    const local = { ...yalidine, id: "y2" }
    const { first, more } = splitTransporters([yalidine, local, { ...yalidine, id: "y3" }, homeOnly("a"), homeOnly("b")])
    expect([ids(first), ids(more)]).toEqual([
      ["tr_y", "y2", "y3"],
      ["a", "b"],
    ])
  })
})
