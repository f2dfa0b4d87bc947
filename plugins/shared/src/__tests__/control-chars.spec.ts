import { hasRefusedCharacter, refusedCharacter } from "../control-chars"

describe("refusedCharacter", () => {
  it("names the first control character as U+XXXX", () => {
    expect(refusedCharacter("a\u0000b")).toBe("U+0000")
    expect(refusedCharacter("\u009f")).toBe("U+009F")
    expect(refusedCharacter("a\ud800")).toBe("U+D800")
  })
  it("lets tabs, line breaks, Arabic, accents and emoji through", () => {
    expect(refusedCharacter("Zoé\t12 rue\r\nحي 5 جويلية 👍")).toBeNull()
    expect(hasRefusedCharacter("ok")).toBe(false)
    expect(hasRefusedCharacter("\u000b")).toBe(true)
  })
})
