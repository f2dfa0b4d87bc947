import { readFileSync } from "node:fs"
import path from "node:path"
import { CSV_ERROR_CODES, parseRatesCsv, toRatesCsv } from "../rates-csv"

describe("parseRatesCsv", () => {
  it("reads the documented columns, empty return fee as null, comma or semicolon", () => {
    const csv = "wilaya_code,delivery_type,price,return_fee\n16,home,400,200\n16,stop_desk,250,\n"
    expect(parseRatesCsv(csv)).toEqual({
      ok: true,
      rows: [
        { wilaya_code: 16, delivery_type: "home", price: 400, return_fee: 200 },
        { wilaya_code: 16, delivery_type: "stop_desk", price: 250, return_fee: null },
      ],
    })
    const excel = "\uFEFFwilaya_code;delivery_type;price\r\n31;home;600\r\n"
    expect(parseRatesCsv(excel)).toEqual({ ok: true, rows: [{ wilaya_code: 31, delivery_type: "home", price: 600, return_fee: null }] })
  })

  it("names the line and column of every bad row and returns no rows", () => {
    const csv = [
      "wilaya_code,delivery_type,price,return_fee",
      "16,home,400,200", // line 2 ok
      "70,home,400,", // line 3: wilaya
      "16,express,400,", // line 4: delivery_type
      "17,home,12.5,abc", // line 5: price and return_fee
      "",
      "16,home,450,", // line 7: duplicate of line 2
      "18,home", // line 8: cells
    ].join("\n")
    const res = parseRatesCsv(csv)
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.errors.map((e) => [e.line, e.column])).toEqual([
      [3, "wilaya_code"],
      [4, "delivery_type"],
      [5, "price"],
      [5, "return_fee"],
      [7, "wilaya_code"],
      [8, null],
    ])
    expect(res.errors[4].message).toMatch(/line 2/)
    expect(res.errors.map((e) => e.code)).toEqual(["bad_wilaya", "bad_delivery_type", "not_whole_dinars", "not_whole_dinars", "repeated_row", "cell_count"])
    expect(res.errors[4].params).toEqual({ wilaya: 16, type: "home", first: 2 })
  })

  it("rejects a wrong header before reading rows", () => {
    const res = parseRatesCsv("wilaya,type,price\n16,home,400\n")
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.errors.every((e) => e.line === 1)).toBe(true)
  })

  it("refuses wilaya codes the shop does not know", () => {
    const res = parseRatesCsv("wilaya_code,delivery_type,price\n12,home,400\n", new Set([16]))
    expect(res.ok).toBe(false)
  })

  it("round-trips with the export", () => {
    const rates = [
      { wilaya_code: 31, delivery_type: "stop_desk", price: 450, return_fee: null },
      { wilaya_code: 16, delivery_type: "stop_desk", price: 250, return_fee: 200 },
      { wilaya_code: 16, delivery_type: "home", price: 400, return_fee: 200 },
    ]
    const csv = toRatesCsv(rates)
    expect(csv.split("\n")[1]).toBe("16,home,400,200,,")
    const back = parseRatesCsv(csv)
    expect(back.ok && back.rows).toHaveLength(3)
  })
})

describe("CSV error codes", () => {
  it("each has a text in the admin's three languages, with the same placeholders in each", () => {
    const dir = path.resolve(__dirname, "../../../../../admin-extensions/src/admin/i18n")
    const placeholders = (text: string) =>
      [...text.matchAll(/{{(\w+)}}/g)]
        .map((m) => m[1])
        .sort()
        .join(",")
    const en = JSON.parse(readFileSync(path.join(dir, "en.json"), "utf8")).dzTransporters.csv.errors
    for (const lang of ["fr", "en", "ar"]) {
      const texts = JSON.parse(readFileSync(path.join(dir, `${lang}.json`), "utf8")).dzTransporters.csv.errors
      for (const code of CSV_ERROR_CODES) {
        expect([lang, code, typeof texts[code]]).toEqual([lang, code, "string"])
        expect([lang, code, texts[code].trim().length > 0]).toEqual([lang, code, true])
        expect([lang, code, placeholders(texts[code])]).toEqual([lang, code, placeholders(en[code])])
      }
    }
  })
})

describe("the delay columns (decision 0060)", () => {
  it("reads delay_min_days and delay_max_days, empty as no delay; a file without them leaves delays out", () => {
    const csv = "wilaya_code,delivery_type,price,return_fee,delay_min_days,delay_max_days\n16,home,400,200,1,2\n16,stop_desk,250,,,\n"
    expect(parseRatesCsv(csv)).toEqual({
      ok: true,
      rows: [
        { wilaya_code: 16, delivery_type: "home", price: 400, return_fee: 200, delay_min_days: 1, delay_max_days: 2 },
        { wilaya_code: 16, delivery_type: "stop_desk", price: 250, return_fee: null, delay_min_days: null, delay_max_days: null },
      ],
    })
    const old = parseRatesCsv("wilaya_code,delivery_type,price,return_fee\n16,home,400,200\n")
    expect(old).toEqual({ ok: true, rows: [{ wilaya_code: 16, delivery_type: "home", price: 400, return_fee: 200 }] })
  })

  it("names the line and column of a bad delay", () => {
    const csv = [
      "wilaya_code,delivery_type,price,return_fee,delay_min_days,delay_max_days",
      "16,home,400,,2,", // line 2: half a delay
      "17,home,400,,5,3", // line 3: reversed
      "18,home,400,,x,61", // line 4: not days, too many
    ].join("\n")
    const res = parseRatesCsv(csv)
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [2, "delay_max_days", "delay_pair"],
      [3, "delay_max_days", "delay_order"],
      [4, "delay_min_days", "not_whole_days"],
      [4, "delay_max_days", "not_whole_days"],
    ])
  })

  it("exports the delays and reads them back the same", () => {
    const rates = [
      { wilaya_code: 16, delivery_type: "home", price: 400, return_fee: 200, delay_min_days: 1, delay_max_days: 2 },
      { wilaya_code: 31, delivery_type: "stop_desk", price: 300, return_fee: null, delay_min_days: null, delay_max_days: null },
    ]
    const csv = toRatesCsv(rates)
    expect(csv).toBe("wilaya_code,delivery_type,price,return_fee,delay_min_days,delay_max_days\n16,home,400,200,1,2\n31,stop_desk,300,,,\n")
    expect(parseRatesCsv(csv)).toEqual({ ok: true, rows: rates })
  })
})
