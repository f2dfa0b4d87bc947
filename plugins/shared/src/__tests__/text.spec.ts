import { fold, likePattern, searchKey } from "../text"

describe("place-name folding", () => {
  it("ignores French accents and case", () => {
    expect(fold("Béjaïa")).toBe("bejaia")
    expect(fold("AÏN TÉMOUCHENT")).toBe("ain temouchent")
  })

  it("unifies alef/hamza, ta marbuta and alef maqsura spellings in Arabic", () => {
    expect(fold("أدرار")).toBe(fold("ادرار"))
    expect(fold("إليزي")).toBe(fold("اليزي"))
    expect(fold("بجاية")).toBe(fold("بجايه"))
    expect(fold("عين الدفلى")).toBe(fold("عين الدفلي"))
  })

  it("drops Arabic diacritics and tatweel", () => {
    expect(fold("الجَزائِر")).toBe(fold("الجزائر"))
    expect(fold("الجـزائر")).toBe(fold("الجزائر"))
  })

  it("treats apostrophes and hyphens as spaces", () => {
    expect(fold("M'Sila")).toBe("m sila")
    expect(fold("Sidi-Bel-Abbès")).toBe("sidi bel abbes")
  })

  it("joins several names into one key", () => {
    expect(searchKey("Alger", "الجزائر", null, "16")).toBe("alger الجزاير 16")
  })

  it("escapes LIKE wildcards in user input", () => {
    // "_" is folded to a space like other separators; "%" and "\\" must stay literal
    expect(likePattern("50%_x")).toBe("%50\\% x%")
    expect(likePattern("a\\b")).toBe("%a\\\\b%")
  })
})
