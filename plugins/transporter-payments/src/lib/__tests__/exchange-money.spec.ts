import { cashPositions } from "../cash-position"
import { aggregate, dashboardOutcome, type OrderRow } from "../dashboard"
import { parcelExpected, payable, settle } from "../rules"

/**
 * Decision 0042: an order with an exchange keeps its first parcel's cash accounted. A crafted data
 * set of one courier: order A delivered 8 900 (fee 400) and not remitted when its exchange (a
 * 1 000 DA difference, fee 400) was recorded; order B delivered 5 000 (fee 400), remitted, then
 * exchanged for nothing (fee 400) and that exchange refused (return fee 200). Every total must add up.
 */
describe("exchange money", () => {
  const base = { transporter_id: "tr_y", courier_fee: 400, return_fee: 200 }
  // A, exchange parcel in flight: the first parcel's 8 500 net is still owed
  const aInFlight = {
    ...base,
    delivery_state: "in_transit",
    money_state: "to_collect",
    cash_to_collect: 1000,
    collected_before: 8900,
    fees_before: 400,
    owed_before: 8500,
  }
  // A, exchange delivered: the courier owes both parcels' nets at once
  const aDelivered = { ...aInFlight, delivery_state: "delivered", money_state: "collected_by_courier" }
  // B, exchange refused: first parcel already remitted, the courier's return fee is due
  const bRefused = {
    ...base,
    delivery_state: "returned",
    money_state: "return_fee_due",
    cash_to_collect: 0,
    collected_before: 5000,
    fees_before: 400,
    owed_before: 0,
  }

  it("expects the exchange parcel's net plus what the first parcel still owes", () => {
    expect(payable(aInFlight)).toBe(false)
    expect(parcelExpected(aDelivered)).toBe(8500 + 600)
    expect(parcelExpected(bRefused)).toBe(-200)
    // a first delivery is untouched
    expect(parcelExpected({ ...base, delivery_state: "delivered", money_state: "collected_by_courier", cash_to_collect: 8900 })).toBe(8500)
    expect(settle([parcelExpected(aDelivered), parcelExpected(bRefused)], 8900)).toEqual({ amount_expected: 8900, amount_received: 8900, difference: 0 })
  })

  it("keeps the courier's cash position whole while the exchange is in flight and after", () => {
    const payments = [{ transporter_id: "tr_y", amount_expected: 4600, amount_received: 4600, difference: 0 }] // B's first parcel
    const during = cashPositions([aInFlight, { ...bRefused, delivery_state: "handed_over", money_state: "to_collect" }], payments).get("tr_y")!
    expect(during).toMatchObject({
      delivered_count: 2,
      collected: 13900,
      courier_fees: 800,
      owed: 8500,
      owed_count: 1,
      in_flight_count: 2,
      in_flight_cash: 1000,
      remitted: 4600,
    })
    const after = cashPositions([aDelivered, bRefused], payments).get("tr_y")!
    expect(after).toMatchObject({
      delivered_count: 3,
      collected: 14900,
      courier_fees: 1200,
      returned_count: 1,
      return_fees: 200,
      owed_count: 2,
      owed: 8500 + 600 - 200,
      in_flight_count: 0,
      in_flight_cash: 0,
    })
    // collected − fees − return fees = remitted + still owed
    expect(after.collected - after.courier_fees - after.return_fees).toBe(after.remitted + after.owed)
  })

  it("counts an exchanged order as delivered once, with its first cash plus the difference once delivered", () => {
    expect(dashboardOutcome({ delivery_state: "in_transit", cash_to_collect: 1000, collected_before: 8900 })).toEqual({
      delivery_state: "delivered",
      cash_to_collect: 8900,
    })
    expect(dashboardOutcome({ delivery_state: "delivered", cash_to_collect: 1000, collected_before: 8900 })).toEqual({
      delivery_state: "delivered",
      cash_to_collect: 9900,
    })
    expect(dashboardOutcome({ delivery_state: "returned", cash_to_collect: 0, collected_before: 5000 })).toEqual({
      delivery_state: "delivered",
      cash_to_collect: 5000,
    })
    expect(dashboardOutcome({ delivery_state: "returned", cash_to_collect: 8900, collected_before: 0 })).toEqual({
      delivery_state: "returned",
      cash_to_collect: 8900,
    })
    const row = (id: string, life: Parameters<typeof dashboardOutcome>[0]): OrderRow => ({
      id,
      created_at: "2026-11-01T10:00:00Z",
      total: 9900,
      wilaya_code: 16,
      transporter_id: "tr_y",
      confirmation_state: "confirmed",
      ...dashboardOutcome(life),
      items: [],
    })
    const { totals } = aggregate(
      [
        row("a", { delivery_state: "delivered", cash_to_collect: 1000, collected_before: 8900 }),
        row("b", { delivery_state: "returned", cash_to_collect: 0, collected_before: 5000 }),
        row("c", { delivery_state: "in_transit", cash_to_collect: 3000, collected_before: 0 }),
      ],
      ["2026-11-01"]
    )
    expect(totals).toMatchObject({ delivered: 2, returned: 0, revenue: 14900, pipeline: 3000, pipeline_orders: 1 })
  })
})
