import { delayProblem, delaySpan } from "../delay"
import { PutAdminRatesSchema } from "../../api/validators"

describe("the usual delay of a rate row", () => {
  it("takes both bounds or neither, 0 to 60 whole days, min not above max, naming the field to fix", () => {
    expect(delayProblem(null, null)).toBeNull()
    expect(delayProblem(2, 4)).toBeNull()
    expect(delayProblem(0, 0)).toBeNull()
    expect(delayProblem(60, 60)).toBeNull()
    expect(delayProblem(2, null)?.field).toBe("delay_max_days")
    expect(delayProblem(null, 3)?.field).toBe("delay_min_days")
    expect(delayProblem(5, 3)?.field).toBe("delay_max_days")
    expect(delayProblem(-1, 3)?.field).toBe("delay_min_days")
    expect(delayProblem(2, 61)?.field).toBe("delay_max_days")
    expect(delayProblem(1.5, 3)?.field).toBe("delay_min_days")
  })

  it("spans the transporters that give one: quickest min, slowest max; null when none does", () => {
    expect(delaySpan([])).toBeNull()
    expect(delaySpan([null, null])).toBeNull()
    expect(delaySpan([{ min: 2, max: 3 }, null, { min: 3, max: 4 }])).toEqual({ min: 2, max: 4 })
    expect(
      delaySpan([
        { min: 1, max: 5 },
        { min: 2, max: 3 },
      ])
    ).toEqual({ min: 1, max: 5 })
  })
})

describe("PUT /admin/transporters/:id/rates body", () => {
  const issue = (body: unknown) => {
    const r = PutAdminRatesSchema.safeParse(body)
    return r.success ? null : { path: r.error.issues[0].path.join("."), message: r.error.issues[0].message }
  }
  const cell = { wilaya_code: 16, delivery_type: "home", price: 400 }

  it("accepts a delay with a cell, a cleared delay, or none", () => {
    expect(issue({ rates: [{ ...cell, delay_min_days: 1, delay_max_days: 2 }] })).toBeNull()
    expect(issue({ rates: [{ ...cell, delay_min_days: null, delay_max_days: null }] })).toBeNull()
    expect(issue({ rates: [cell] })).toBeNull()
    expect(issue({ wilaya_codes: [16, 9], delivery_type: "home", price: 400, delay_min_days: 1, delay_max_days: 2 })).toBeNull()
  })

  it("refuses half a delay, a reversed one or one out of range, naming the field", () => {
    expect(issue({ rates: [{ ...cell, delay_min_days: 2 }] })).toMatchObject({
      path: "rates.0.delay_max_days",
      message: expect.stringContaining("delay_max_days"),
    })
    expect(issue({ rates: [{ ...cell, delay_min_days: 4, delay_max_days: 2 }] })).toMatchObject({ path: "rates.0.delay_max_days" })
    expect(issue({ rates: [{ ...cell, delay_min_days: 1, delay_max_days: 61 }] })).toMatchObject({ path: "rates.0.delay_max_days" })
    expect(issue({ rates: [{ ...cell, delay_min_days: 1.5, delay_max_days: 3 }] })).toMatchObject({ path: "rates.0.delay_min_days" })
    expect(issue({ wilaya_codes: [16], delivery_type: "home", price: 400, delay_max_days: 3 })).toMatchObject({ path: "delay_min_days" })
    expect(issue({ rates: [cell], delay_min_days: 1, delay_max_days: 2 })).toMatchObject({ path: "delay_min_days" })
  })
})
