import { DEFAULT_LIMITS_MS, timeLimitMs, timeoutBody } from "../lib/time-limit"

describe("timeLimitMs", () => {
  it("gives the buyer's routes and the staff's their own limits", () => {
    expect(timeLimitMs("/store/cod-orders", {})).toBe(DEFAULT_LIMITS_MS.public)
    expect(timeLimitMs("/hooks/couriers/acc_1", {})).toBe(DEFAULT_LIMITS_MS.public)
    expect(timeLimitMs("/auth/user/emailpass", {})).toBe(DEFAULT_LIMITS_MS.public)
    expect(timeLimitMs("/admin/orders?limit=5", {})).toBe(DEFAULT_LIMITS_MS.admin)
    expect(timeLimitMs("/app/orders", {})).toBeNull()
    expect(timeLimitMs("/storefront", {})).toBeNull()
  })
  it("reads the environment at each call, ignoring nonsense", () => {
    expect(timeLimitMs("/store/x", { REQUEST_TIMEOUT_MS: "1500" })).toBe(1500)
    expect(timeLimitMs("/admin/x", { ADMIN_REQUEST_TIMEOUT_MS: "90000" })).toBe(90000)
    expect(timeLimitMs("/store/x", { REQUEST_TIMEOUT_MS: "soon" })).toBe(DEFAULT_LIMITS_MS.public)
    expect(timeLimitMs("/store/x", { REQUEST_TIMEOUT_MS: "-1" })).toBe(DEFAULT_LIMITS_MS.public)
  })
  it("says what happened and what to do", () => {
    expect(timeoutBody(1500)).toMatchObject({ type: "timeout", code: "request_timeout", message: expect.stringContaining("1.5 seconds") })
  })
})
