import { splitCsvLine } from "../csv"

describe("splitCsvLine", () => {
  it("splits on the separator, keeps quoted separators and unescapes doubled quotes", () => {
    expect(splitCsvLine(' a ; "b; c" ;"say ""hi"""', ";")).toEqual(["a", "b; c", 'say "hi"'])
    expect(splitCsvLine("1,2,,3", ",")).toEqual(["1", "2", "", "3"])
    expect(splitCsvLine("x\ty", "\t")).toEqual(["x", "y"])
  })
})
