import { parseOrderNumber } from "../order-tracking"

describe("parseOrderNumber", () => {
  it("reads the number a buyer keeps, however it is written", () => {
    for (const raw of ["1042", " 1042 ", "#1042", "# 1042", "n° 1042", "N°1042", "no. 1042", "CMD-1042", "cmd 1042", 1042]) {
      expect([raw, parseOrderNumber(raw)]).toEqual([raw, 1042])
    }
  })

  it("refuses anything else", () => {
    for (const raw of ["", "abc", "10 42", "1042a", "CMD-", "-1", "1.5", "1234567890", null, undefined, {}]) {
      expect([raw, parseOrderNumber(raw)]).toEqual([raw, null])
    }
  })
})
