import { deskTexts } from "@shop/contracts/transporters"
import { PostAdminCreateStopDeskSchema, PostAdminUpdateStopDeskSchema } from "../../api/validators"

describe("a stop-desk's translations", () => {
  it("keeps the filled texts by language and drops empty ones; nothing filled is null", () => {
    const parsed = PostAdminUpdateStopDeskSchema.parse({ translations: { ar: { name: " مكتب ", address: "" }, en: { name: "", address: "  " } } })
    expect(parsed.translations).toEqual({ ar: { name: "مكتب" } })
    expect(PostAdminUpdateStopDeskSchema.parse({ translations: { ar: {}, en: { name: "" } } }).translations).toBeNull()
    expect(PostAdminUpdateStopDeskSchema.parse({ translations: null }).translations).toBeNull()
    expect(PostAdminUpdateStopDeskSchema.parse({}).translations).toBeUndefined()
  })

  it("refuses another language, another field and an overlong text, naming where", () => {
    const issues = (translations: unknown) =>
      PostAdminCreateStopDeskSchema.safeParse({ commune_code: 1601, name: "D", address: "A", translations }).error?.issues.map((i) => [
        i.path.join("."),
        i.message,
      ])
    expect(issues({ de: { name: "x" } })).toEqual([["translations.de", "translations.de: only ar and en are translated"]])
    expect(issues({ ar: { city: "x" } })).toEqual([["translations.ar.city", "translations.ar.city: only name and address are translated"]])
    expect(issues({ ar: { address: "x".repeat(301) } })?.[0][0]).toBe("translations.ar.address")
    expect(issues("ar")?.[0][0]).toBe("translations")
  })

  it("reads a desk in a language: the translation where given, else as typed, field by field", () => {
    const desk = { name: "Yalidine Oran", address: "Boulevard de la Soummam", translations: { ar: { address: "شارع الصومام" } } }
    expect(deskTexts(desk, "ar")).toEqual({ name: "Yalidine Oran", address: "شارع الصومام" })
    expect(deskTexts(desk, "en")).toEqual({ name: "Yalidine Oran", address: "Boulevard de la Soummam" })
    expect(deskTexts(desk, "fr")).toEqual({ name: "Yalidine Oran", address: "Boulevard de la Soummam" })
    expect(deskTexts({ ...desk, translations: "garbage" }, "ar").address).toBe("Boulevard de la Soummam")
  })
})
