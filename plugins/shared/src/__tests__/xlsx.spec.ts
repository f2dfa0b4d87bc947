import { columnName, toXlsx, unzip, zip } from "../xlsx"
import { csvCell, toCsv } from "../csv"

describe("xlsx", () => {
  it("names columns as spreadsheets do", () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"])
  })

  it("zips files that read back byte for byte, UTF-8 names and all", () => {
    const big = Buffer.from("مرحبا ".repeat(5000))
    const files = unzip(
      zip([
        ["a.txt", "hello"],
        ["dossier/é.xml", big],
        ["empty", ""],
      ])
    )
    expect([...files.keys()]).toEqual(["a.txt", "dossier/é.xml", "empty"])
    expect(files.get("a.txt")!.toString()).toBe("hello")
    expect(files.get("dossier/é.xml")!.equals(big)).toBe(true)
    expect(files.get("empty")!.length).toBe(0)
  })

  it("writes a workbook: texts inline (a phone keeps its 0), numbers as numbers, bold header, right to left when asked", () => {
    const book = unzip(
      toXlsx(
        [
          ["N°", "Téléphone", "الاسم", "Montant"],
          [1042, "0550123456", 'أمينة <&> "x"', 4160],
          [1043, null, "", -5],
        ],
        { sheetName: "Commandes", rtl: true }
      )
    )
    expect([...book.keys()].sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
    ])
    const sheet = book.get("xl/worksheets/sheet1.xml")!.toString()
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">N°</t></is></c>')
    expect(sheet).toContain('<c r="A2"><v>1042</v></c>')
    expect(sheet).toContain('<c r="B2" t="inlineStr"><is><t xml:space="preserve">0550123456</t></is></c>')
    expect(sheet).toContain("أمينة &lt;&amp;&gt; &quot;x&quot;")
    expect(sheet).toContain('<c r="D3"><v>-5</v></c>')
    expect(sheet).not.toContain('r="B3"')
    expect(sheet).toContain('rightToLeft="1"')
    expect(sheet).toContain('state="frozen"')
    expect(book.get("xl/workbook.xml")!.toString()).toContain('<sheet name="Commandes"')
  })

  it("drops characters XML cannot hold", () => {
    const sheet = unzip(toXlsx([["a\u0001b\u0000c\td"]]))
      .get("xl/worksheets/sheet1.xml")!
      .toString()
    expect(sheet).toContain(">abc\td<")
  })
})

describe("csv writing", () => {
  it("quotes what needs it, neutralises formulas, leaves numbers", () => {
    expect(csvCell("simple")).toBe("simple")
    expect(csvCell("a,b")).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"')
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"')
    expect(csvCell("+213550")).toBe("'+213550")
    expect(csvCell("-1")).toBe("'-1")
    expect(csvCell(-1)).toBe("-1")
    expect(csvCell(4160)).toBe("4160")
    expect(csvCell(null)).toBe("")
    expect(csvCell("a;b", ";")).toBe('"a;b"')
  })

  it("starts with a byte order mark and ends lines with CRLF", () => {
    expect(
      toCsv([
        ["a", 1],
        ["ب", null],
      ])
    ).toBe("\uFEFFa,1\r\nب,\r\n")
  })
})
