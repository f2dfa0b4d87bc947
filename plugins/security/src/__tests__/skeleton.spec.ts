import middlewares from "../api/middlewares"

describe("security middlewares", () => {
  it("compose every concern's routes into one definition", () => {
    expect(Array.isArray(middlewares.routes)).toBe(true)
  })
})
