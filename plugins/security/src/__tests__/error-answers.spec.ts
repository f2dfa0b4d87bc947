import { errorAnswer } from "../lib/error-answers"

describe("errorAnswer", () => {
  it("turns PostgreSQL's refusal of a NUL into a 400", () => {
    expect(errorAnswer({ code: "22021", message: 'invalid byte sequence for encoding "UTF8": 0x00' })).toMatchObject({
      status: 400,
      body: { type: "invalid_data" },
    })
    expect(errorAnswer({ name: "DriverException", message: "x", cause: { code: "22P05", message: "unsupported Unicode escape sequence" } })?.status).toBe(400)
  })

  it("turns PostgreSQL's other data exceptions (a value of the wrong form or size) into a 400", () => {
    expect(errorAnswer({ code: "22P02", message: "invalid input syntax for type json" })).toMatchObject({ status: 400, body: { code: "invalid_value" } })
    expect(errorAnswer({ code: "22003", message: "integer out of range" })?.status).toBe(400)
  })

  it("turns lost races into 409 with Retry-After", () => {
    for (const e of [
      { code: "40001", message: "could not serialize access due to concurrent update" },
      { code: "40P01", message: "deadlock detected" },
      { code: "55P03", message: "canceling statement due to lock timeout" },
      new Error("Timed-out acquiring lock."),
      { message: "Failed to acquire lock for key inv_1" },
    ]) {
      expect(errorAnswer(e)).toMatchObject({ status: 409, retryAfter: 2, body: { type: "conflict", code: "busy" } })
    }
  })

  it("turns a statement time-out into 503 and leaves the rest to Medusa", () => {
    expect(errorAnswer({ code: "57014", message: "canceling statement due to statement timeout" })?.status).toBe(503)
    expect(errorAnswer(new Error("boom"))).toBeNull()
    expect(errorAnswer(undefined)).toBeNull()
    expect(errorAnswer({ type: "not_found", message: "Product x was not found" })).toBeNull()
  })
  it("turns a path Express could not decode into a 400 naming the path", () => {
    const err = Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400 })
    expect(errorAnswer(err)).toMatchObject({ status: 400, body: { field: "path" } })
    expect(errorAnswer(new URIError("URI malformed"))?.status).toBe(400)
  })
})
