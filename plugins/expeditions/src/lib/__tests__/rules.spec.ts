import { ALLOWED_FROM, assertAllowed, checkAllocation, checkQuantity, statusAfterReception, type ExpeditionAction } from "../rules"
import { EXPEDITION_STATUSES } from "../../modules/expedition/models/internal-expedition"

describe("expedition rules", () => {
  it("allows each action only from its statuses", () => {
    for (const [action, from] of Object.entries(ALLOWED_FROM)) {
      for (const status of EXPEDITION_STATUSES) {
        const run = () => assertAllowed(status, action as ExpeditionAction)
        if (from.includes(status)) expect(run).not.toThrow()
        else expect(run).toThrow(/^status: an expedition that is/)
      }
    }
    expect(() => assertAllowed("completed", "cancel")).toThrow("status: an expedition that is completed cannot be cancelled")
  })

  it("is fully received only when nothing is outstanding", () => {
    expect(
      statusAfterReception([
        { quantity: 5, quantity_received: 5 },
        { quantity: 2, quantity_received: 1 },
      ])
    ).toBe("partially_received")
    expect(
      statusAfterReception([
        { quantity: 5, quantity_received: 5 },
        { quantity: 2, quantity_received: 2 },
      ])
    ).toBe("fully_received")
  })

  it("accepts integer quantities in range only", () => {
    expect(checkQuantity(3, "quantity", 1, 3)).toBe(3)
    expect(checkQuantity("2", "quantity", 1, 3)).toBe(2)
    for (const bad of [0, 4, 1.5, "", "x", null, undefined, -1]) {
      expect(() => checkQuantity(bad, "quantity", 1, 3)).toThrow("quantity: invalid quantity: must be an integer from 1 to 3")
    }
  })

  it("checks an allocation row by row and in total", () => {
    expect(checkAllocation(10, [{ quantity: 4 }, { quantity: 6 }])).toEqual([4, 6])
    expect(() => checkAllocation(10, [{ quantity: 4 }, { quantity: 11 }])).toThrow("allocations.1.quantity")
    expect(() => checkAllocation(10, [{ quantity: 6 }, { quantity: 6 }])).toThrow("allocations: the total 12 exceeds the maximum 10")
    expect(() => checkAllocation(10, [{ quantity: 0 }])).toThrow("allocations: allocate at least one unit")
  })
})
