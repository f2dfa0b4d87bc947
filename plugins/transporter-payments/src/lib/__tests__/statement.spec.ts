import { checkReceived } from "../received"
import { parseAmount, parseStatementCsv, type StatementLine } from "../statement-csv"
import { expectedNet, matchStatement, type ParcelLife } from "../statement-match"

describe("statement amounts", () => {
  it("reads amounts as couriers write them", () => {
    const cases: [string, number][] = [
      ["8500", 8500],
      ["8 500", 8500],
      ["8\u00a0500,50", 8500.5],
      ["8.500,50", 8500.5],
      ["8,500.50", 8500.5],
      ["8,500", 8500],
      ["1.250.000", 1250000],
      ["8,5", 8.5],
      ["8500.00 DA", 8500],
      ["-400", -400],
      ["− 200,00", -200],
      ["8500,000", 8500],
      ["0", 0],
    ]
    for (const [raw, value] of cases) expect([raw, parseAmount(raw)]).toEqual([raw, { value }])
  })

  it("refuses what it cannot read for sure", () => {
    for (const raw of ["abc", "8.50.5", "1,000,50", "12a", "", "--5", "8 5OO"]) expect([raw, "error" in parseAmount(raw)]).toEqual([raw, true])
    expect(parseAmount("12345,678")).toEqual({ error: "too_many_decimals" })
  })
})

describe("statement CSV", () => {
  it("reads French headers, semicolons and spaced amounts", () => {
    const csv =
      '\uFEFFN° de suivi;N° commande;Montant encaissé;Frais de livraison;Frais de retour;Net à payer\r\nYAL-1;12;"8 900,00";400;;8 500,00\r\n\r\nYAL-2;;0;0;200;-200\n'
    const r = parseStatementCsv(csv)
    expect(r).toEqual({
      ok: true,
      columns: ["tracking_number", "order_number", "collected", "courier_fee", "return_fee", "net"],
      lines: [
        { line: 2, tracking_number: "YAL-1", order_number: 12, collected: 8900, courier_fee: 400, return_fee: null, net: 8500 },
        { line: 4, tracking_number: "YAL-2", order_number: null, collected: 0, courier_fee: 0, return_fee: 200, net: -200 },
      ],
    })
  })

  it("reads English headers with commas and computes net when the file has none", () => {
    const r = parseStatementCsv('Order number,Amount collected,Courier fee,Return fee\n#7,"8,900.00",400,\n8,0,,250\n')
    expect(r.ok && r.lines.map((l: StatementLine) => [l.order_number, l.net])).toEqual([
      [7, 8500],
      [8, -250],
    ])
  })

  it("reports every bad line with its line and column, and reads nothing", () => {
    const r = parseStatementCsv("tracking;net;frais\nA1;8500;400\n;100;0\nA2;abc;0\nA3;1;2;3\nA1;5;0\nA4;1,234;0,001\n")
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [3, "tracking_number", "missing_key"],
      [4, "net", "bad_amount"],
      [5, null, "cell_count"],
      [6, "tracking_number", "repeated_line"],
      [7, "courier_fee", "too_many_decimals"],
    ])
    expect(r.errors[1].message).toBe('net must be an amount, got "abc"')
  })

  it("refuses a header it does not understand, or one without a key or an amount", () => {
    const bad = parseStatementCsv("tracking;colour;net\nA;red;1\n")
    expect(!bad.ok && bad.errors.map((e) => [e.line, e.column, e.code])).toEqual([[1, "colour", "unknown_column"]])
    const noKey = parseStatementCsv("net;frais\n1;2\n")
    expect(!noKey.ok && noKey.errors.map((e) => e.code)).toEqual(["missing_key_column"])
    const noAmount = parseStatementCsv("tracking;frais\nA;2\n")
    expect(!noAmount.ok && noAmount.errors.map((e) => e.code)).toEqual(["missing_amount_column"])
    expect(parseStatementCsv("").ok).toBe(false)
    const empty = parseStatementCsv("tracking;net\n\n")
    expect(!empty.ok && empty.errors.map((e) => e.code)).toEqual(["no_lines"])
  })

  it("refuses a line whose net is not collected minus its fees", () => {
    const r = parseStatementCsv("tracking;collected;fee;net\nA;8900;400;8400\n")
    expect(!r.ok && r.errors.map((e) => [e.line, e.column, e.code])).toEqual([[2, "net", "net_mismatch"]])
  })
})

describe("statement matching", () => {
  const parcel = (over: Partial<ParcelLife>): ParcelLife => ({
    order_id: "o",
    display_id: 1,
    transporter_id: "tr_y",
    tracking_number: null,
    delivery_state: "delivered",
    money_state: "collected_by_courier",
    cash_to_collect: 8900,
    courier_fee: 400,
    return_fee: 200,
    first_name: "Zoé",
    last_name: "Benali",
    ...over,
  })
  const line = (over: Partial<StatementLine>): StatementLine => ({
    line: 2,
    tracking_number: null,
    order_number: null,
    collected: null,
    courier_fee: null,
    return_fee: null,
    net: 0,
    ...over,
  })

  it("expects cash minus fee for a delivered parcel and minus the return fee for a returned one", () => {
    expect(expectedNet(parcel({}))).toEqual({ cash: 8900, fee: 400, return_fee: 0, net: 8500 })
    expect(expectedNet(parcel({ money_state: "return_fee_due", delivery_state: "returned" }))).toEqual({ cash: 0, fee: 0, return_fee: 200, net: -200 })
    expect(expectedNet(parcel({ cash_to_collect: 0.3, courier_fee: 0.1 })).net).toBe(0.2)
  })

  it("matches by tracking number first, then by order number, and reports the rest", () => {
    const a = parcel({ order_id: "a", display_id: 1, tracking_number: "YAL-1" })
    const b = parcel({ order_id: "b", display_id: 2, tracking_number: "YAL-2", money_state: "return_fee_due", delivery_state: "returned" })
    const c = parcel({ order_id: "c", display_id: 3 })
    const other = parcel({ order_id: "x", display_id: 4, transporter_id: "tr_z", tracking_number: "ZR-4" })
    const done = parcel({ order_id: "d", display_id: 5, money_state: "remitted" })
    const transit = parcel({ order_id: "t", display_id: 6, money_state: "to_collect", delivery_state: "in_transit" })
    const preview = matchStatement(
      [
        // tracking wins over a wrong order number
        line({ line: 2, tracking_number: "yal-1", order_number: 3, net: 8300 }),
        line({ line: 3, order_number: 2, net: -200 }),
        line({ line: 4, tracking_number: "NOPE", net: 100 }),
        line({ line: 5, tracking_number: "ZR-4", net: 100 }),
        line({ line: 6, order_number: 5, net: 100 }),
        line({ line: 7, order_number: 6, net: 100 }),
        line({ line: 8, order_number: 1, net: 100 }),
      ],
      "tr_y",
      [a, b, c, other, done, transit],
      [a, b, c]
    )
    expect(preview.matched.map((m) => [m.line, m.order_id, m.matched_by, m.expected.net, m.difference])).toEqual([
      [2, "a", "tracking_number", 8500, -200],
      [3, "b", "order_number", -200, 0],
    ])
    expect(preview.unmatched.map((u) => [u.line, u.reason])).toEqual([
      [4, "unknown"],
      [5, "other_courier"],
      [6, "already_remitted"],
      [7, "not_payable"],
      [8, "twice"],
    ])
    expect(preview.missing.map((m) => [m.order_id, m.expected.net])).toEqual([["c", 8500]])
    expect(preview.totals).toEqual({ expected: 8300, statement: 8100, difference: -200, unmatched: 500, missing: 8500 })
  })
})

describe("received lines of a payment", () => {
  it("takes each order once, among the payment's orders, with signed amounts of at most 2 decimals", () => {
    expect(checkReceived(null, ["a"])).toBeNull()
    expect(
      checkReceived(
        [
          { order_id: "a", amount_received: "8 300,50" },
          { order_id: "b", amount_received: -200 },
        ],
        ["a", "b"]
      )
    ).toEqual([
      { order_id: "a", amount_received: 8300.5 },
      { order_id: "b", amount_received: -200 },
    ])
    expect(() => checkReceived([{ order_id: "c", amount_received: 1 }], ["a"])).toThrow(/^received\.0\.order_id: /)
    expect(() =>
      checkReceived(
        [
          { order_id: "a", amount_received: 1 },
          { order_id: "a", amount_received: 2 },
        ],
        ["a"]
      )
    ).toThrow(/^received\.1\.order_id: /)
    expect(() => checkReceived([{ order_id: "a", amount_received: 1.005 }], ["a"])).toThrow(/^received\.0\.amount_received: /)
    expect(() => checkReceived([{ order_id: "a", amount_received: "abc" }], ["a"])).toThrow(/^received\.0\.amount_received: /)
  })
})
