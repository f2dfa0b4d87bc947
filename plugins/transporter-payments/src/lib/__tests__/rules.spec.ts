import { checkAmount, parcelExpected, payable, settle } from "../rules"

describe("remittance rules", () => {
  it("expects, per parcel, the cash collected minus the courier's fee, or minus the return fee", () => {
    const delivered = { delivery_state: "delivered", money_state: "collected_by_courier", cash_to_collect: 8900, courier_fee: 400, return_fee: 250 }
    const returned = { delivery_state: "returned", money_state: "return_fee_due", cash_to_collect: 3000.1, courier_fee: 400, return_fee: 250.5 }
    expect(parcelExpected(delivered)).toBe(8500)
    expect(parcelExpected(returned)).toBe(-250.5)
    expect(parcelExpected({ ...delivered, cash_to_collect: 1500.1, courier_fee: 400.2 })).toBe(1099.9)
    expect([payable(delivered), payable(returned)]).toEqual([true, true])
    expect(payable({ delivery_state: "delivered", money_state: "remitted" })).toBe(false)
    expect(payable({ delivery_state: "handed_over", money_state: "to_collect" })).toBe(false)
    expect(payable({ delivery_state: "returned", money_state: "collected_by_courier" })).toBe(false)
  })

  it("accepts amounts of at most 2 decimals", () => {
    expect(checkAmount("1500,50", "amount_received")).toBe(1500.5)
    expect(checkAmount(0, "amount_received")).toBe(0)
    for (const bad of [-1, 1.005, "abc", null, Infinity]) expect(() => checkAmount(bad, "amount_received")).toThrow(/^amount_received: /)
  })

  it("records the difference to the centime", () => {
    expect(settle([1500.1, 2000.2], 3500.3)).toEqual({ amount_expected: 3500.3, amount_received: 3500.3, difference: 0 })
    expect(settle([25600, 4100], 29000)).toEqual({ amount_expected: 29700, amount_received: 29000, difference: -700 })
  })
})
