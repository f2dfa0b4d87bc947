import { personKey, probableDuplicateOf, type DuplicateCandidate } from "../duplicates"

const at = (h: number) => new Date(Date.UTC(2026, 10, 20, 12) + h * 3600_000).toISOString()
const order = (o: Partial<DuplicateCandidate> & { order_id: string }): DuplicateCandidate => ({
  phone: "0661000001",
  first_name: "Zoé",
  last_name: "Benali",
  commune_code: 1601,
  confirmation_state: "to_confirm",
  created_at: at(0),
  ...o,
})

describe("probable duplicates", () => {
  const now = order({ order_id: "b", created_at: at(10) })

  it("finds the same phone within the window, the closest earlier order first", () => {
    const others = [order({ order_id: "a1", created_at: at(0) }), order({ order_id: "a2", created_at: at(5) }), now]
    expect(probableDuplicateOf(now, others)).toEqual({ order_id: "a2", by: "phone" })
  })

  it("ignores orders outside the window, later ones, cancelled ones and itself", () => {
    const others = [
      order({ order_id: "old", created_at: at(-40) }),
      order({ order_id: "later", created_at: at(11) }),
      order({ order_id: "gone", created_at: at(9), confirmation_state: "cancelled" }),
      now,
    ]
    expect(probableDuplicateOf(now, others)).toBeNull()
    expect(probableDuplicateOf(now, others, 60)).toEqual({ order_id: "old", by: "phone" })
  })

  it("finds the same person in the same commune from another phone (names folded, in either order)", () => {
    const other = order({ order_id: "a", phone: "0770000002", first_name: "BENALI", last_name: "zoe", created_at: at(2) })
    expect(probableDuplicateOf(now, [other])).toEqual({ order_id: "a", by: "name_commune" })
    expect(probableDuplicateOf(now, [{ ...other, commune_code: 1602 }])).toBeNull()
    expect(personKey("أمين", "بن علي")).toBe(personKey("امين", "بن علي"))
  })
})
