import { isolate, visualRuns } from "../bidi"

/** The runs as drawn, left to right: `«text»` a run the font shapes and reverses itself (Arabic), plain otherwise. */
const drawn = (line: string, dir: "ltr" | "rtl") => visualRuns(line, dir).map((r) => (r.shapeRtl ? `«${r.text}»` : r.text))

describe("visualRuns (the bidi order of a line)", () => {
  it("puts an Arabic label on the right of its number in an Arabic line, the number left to right", () => {
    expect(drawn("رقم الطلب 1024", "rtl")).toEqual(["1024", "«رقم الطلب »"])
  })

  it("keeps an amount one number with no-break spaces, the currency on its left", () => {
    expect(drawn("المبلغ 1\u00a0234,56\u00a0د.ج", "rtl")).toEqual(["«\u00a0د.ج»", "1\u00a0234,56", "«المبلغ »"])
  })

  it("keeps a French value in order inside an Arabic line when isolated", () => {
    expect(drawn(`العنوان: ${isolate("12 rue Didouche Mourad")}`, "rtl")).toEqual(["12 rue Didouche Mourad", "«العنوان: »"])
    // without the isolate the bidi algorithm would carry the street number to the far end
    expect(drawn("العنوان: 12 rue Didouche Mourad", "rtl")).not.toEqual(["12 rue Didouche Mourad", "«العنوان: »"])
  })

  it("keeps a phone's digit groups in order in an Arabic line", () => {
    expect(drawn(`الهاتف: ${isolate("0550 12 34 56")}`, "rtl")).toEqual(["0550 12 34 56", "«الهاتف: »"])
  })

  it("orders Arabic words with digits inside an Arabic run: the words' run reversed, each number left to right", () => {
    expect(drawn("حي 20 أوت، رقم 5", "rtl")).toEqual(["5", "« أوت، رقم »", "20", "«حي »"])
  })

  it("mirrors brackets of a right-to-left run (the font reverses the run: they end up enclosing it)", () => {
    expect(drawn("(مرحبا) عالم", "rtl")).toEqual(["«)مرحبا( عالم»"])
  })

  it("reverses a right-to-left run without Arabic letters itself (the font would not)", () => {
    // "(3)" reads as in print: the closing bracket (drawn mirrored) on the left
    expect(drawn("مثال 12 (3)", "rtl")).toEqual(["(", "3", ") ", "12", "«مثال »"])
  })

  it("leaves a French line alone, an Arabic name inside it as one reversed run", () => {
    expect(drawn("Client : محمد بن علي, Alger", "ltr")).toEqual(["Client : ", "«محمد بن علي»", ", Alger"])
    expect(drawn("Bon de livraison n° 12", "ltr")).toEqual(["Bon de livraison n° 12"])
  })

  it("draws no bidi control character", () => {
    expect(
      visualRuns(`${isolate("abc")} \u2066x\u2069`, "rtl")
        .map((r) => r.text)
        .join("")
    ).not.toMatch(/[\u2066-\u2069]/)
  })
})

describe("a value holding Arabic in an Arabic line", () => {
  it("reads right to left even when a Latin word leads it (a courier's brand before the desk's name)", () => {
    expect(drawn(`مكتب الاستلام: ${isolate("Yalidine بئر الجير")}`, "rtl")).toEqual(["« بئر الجير»", "Yalidine", "«مكتب الاستلام: »"])
  })
})
