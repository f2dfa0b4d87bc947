import { MedusaError } from "@medusajs/framework/utils"
import { isTransientConflict, withConflictRetry } from "../conflict-retry"

// What reserve-inventory-step throws when another checkout holds the stock's lock past its 5 s:
// a CONFLICT from the Redis locking provider, a bare Error from the in-memory one (no REDIS_URL).
const redisTimeout = () => new MedusaError(MedusaError.Types.CONFLICT, "Timed-out acquiring lock.")
const inMemoryTimeout = () => new Error("Timed-out acquiring lock.")
// the workflow engine may hand the route a serialized error rather than the instance
const serialized = () => ({ message: "Timed-out acquiring lock.", name: "Error", stack: "" })

describe("a lost race for the stock's lock", () => {
  it("is a transient conflict with either locking provider", () => {
    for (const e of [redisTimeout(), inMemoryTimeout(), serialized()]) expect(isTransientConflict(e)).toBe(true)
    expect(isTransientConflict(new Error("boom"))).toBe(false)
  })

  it("is retried, and the retry's answer is the buyer's", async () => {
    let calls = 0
    const result = await withConflictRetry(async () => {
      calls += 1
      if (calls < 3) throw inMemoryTimeout()
      return "order"
    })
    expect([result, calls]).toEqual(["order", 3])
  })

  it("ends as the same 409 conflict, never a bare error (a 500), when every attempt times out", async () => {
    for (const make of [redisTimeout, inMemoryTimeout, serialized]) {
      const e = await withConflictRetry(async () => {
        throw make()
      }).catch((err) => err)
      expect(e).toBeInstanceOf(MedusaError)
      expect(e).toMatchObject({ type: MedusaError.Types.CONFLICT, message: "Timed-out acquiring lock." })
    }
  })

  it("lets any other error through at once", async () => {
    let calls = 0
    const e = await withConflictRetry(async () => {
      calls += 1
      throw new Error("boom")
    }).catch((err) => err)
    expect([e.message, calls]).toEqual(["boom", 1])
  })
})
