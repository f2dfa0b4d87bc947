import { MedusaError, serializeError } from "@medusajs/framework/utils"
import { codOrderRefusal, refusalOf } from "../cod-order-refusal"
import { isTransientConflict, withConflictRetry } from "../conflict-retry"

describe("codOrderRefusal", () => {
  it("keeps its payload through the workflow engine's serialization", () => {
    const refusal = { reason: "cooldown" as const, wait_seconds: 42 }
    const serialized = JSON.parse(JSON.stringify(serializeError(codOrderRefusal(refusal))))
    expect(refusalOf(serialized)).toEqual(refusal)
    expect(serialized.type).toBe(MedusaError.Types.NOT_ALLOWED)
  })

  it("is no transient conflict (never retried) and other errors are no refusal", () => {
    expect(
      isTransientConflict(codOrderRefusal({ reason: "existing", row: { id: "r", body_hash: "h", status: "pending", response: null, order_id: null } }))
    ).toBe(false)
    expect(refusalOf(new MedusaError(MedusaError.Types.CONFLICT, "x"))).toBeUndefined()
    expect(refusalOf(undefined)).toBeUndefined()
  })
})

describe("withConflictRetry", () => {
  it("runs again after a conflict, not after another failure", async () => {
    let runs = 0
    const conflictOnce = async () => {
      runs++
      if (runs === 1) throw { type: MedusaError.Types.CONFLICT, message: "lost a race" }
      return "placed"
    }
    await expect(withConflictRetry(conflictOnce)).resolves.toBe("placed")
    expect(runs).toBe(2)
    let failures = 0
    const refused = withConflictRetry(async () => {
      failures++
      throw codOrderRefusal({ reason: "blocked" })
    })
    await expect(refused).rejects.toMatchObject({ cod_refusal: { reason: "blocked" } })
    expect(failures).toBe(1)
  })
})
