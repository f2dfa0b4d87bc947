import { describe, expect, it } from "vitest"
import { parseFormMemory } from "./form-memory"

describe("the order form kept across a reload", () => {
  it("reads back what was typed and chosen", () => {
    const memory = { text: { firstname: "Zoé", phone: "0661234567" }, wilaya: 16, commune: 1601, pick: { option: "so_1", desk: "desk_2" } }
    expect(parseFormMemory(JSON.stringify(memory))).toEqual(memory)
  })

  it("drops what is malformed, field by field, and never throws", () => {
    expect(parseFormMemory(null)).toBeNull()
    expect(parseFormMemory("{not json")).toBeNull()
    expect(parseFormMemory("42")).toBeNull()
    expect(
      parseFormMemory(JSON.stringify({ text: { firstname: 3, lastname: "x".repeat(201), email: "a@b.dz", price: "1" }, wilaya: "16", commune: 1601 }))
    ).toEqual({
      text: { email: "a@b.dz" },
      wilaya: null,
      commune: null,
      pick: null,
    })
    // a pick needs its commune, a commune its wilaya; ids are plain tokens
    expect(parseFormMemory(JSON.stringify({ wilaya: 16, commune: null, pick: { option: "so_1" } }))?.pick).toBeNull()
    expect(parseFormMemory(JSON.stringify({ wilaya: 16, commune: 1601, pick: { option: "<x>" } }))?.pick).toBeNull()
  })
})
