import { algiersToday, parseReviewForm, shortName } from "../review-form"
import { IMAGE_MAX_BYTES, decodeImage } from "../image"

const NOW = new Date("2026-11-23T12:00:00Z")
const valid = {
  name: "Amina Benali",
  email: "Amina@Example.com",
  phone: "+213 661 23 45 67",
  purchase_date: "2026-11-01",
  rating: 4,
  text: "Très bon téléphone",
  bought_here: true,
  accepted_policy: "on",
}
const fields = (body: Record<string, unknown>) => {
  const r = parseReviewForm(body, NOW)
  return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`)
}

describe("parseReviewForm", () => {
  it("normalizes a valid form (email lowercased, phone like the COD form)", () => {
    const r = parseReviewForm(valid, NOW)
    expect(r).toEqual({ ok: true, data: expect.objectContaining({ email: "amina@example.com", phone: "0661234567", rating: 4, purchase_date: "2026-11-01" }) })
  })
  it("defaults the rating to 5 and refuses non-integers and out of range", () => {
    const r = parseReviewForm({ ...valid, rating: undefined }, NOW)
    expect(r.ok && r.data.rating).toBe(5)
    for (const rating of [0, 6, 4.5, "abc"]) expect(fields({ ...valid, rating })).toEqual(["rating:invalid"])
    // objects and lists are refused without converting them (an object whose toString/valueOf are not functions throws in Number())
    for (const rating of [{ toString: 1, valueOf: 1 }, [4], { a: 1 }, true]) expect(fields({ ...valid, rating })).toEqual(["rating:invalid"])
  })
  it("takes text fields as text only: a number for the name or the review is not a review", () => {
    expect(fields({ ...valid, name: 12345, text: 0 })).toEqual(["name:required", "text:required"])
    expect(fields({ ...valid, phone: 661234567 })).toEqual(["phone:required"])
  })
  it("names every missing field at once", () => {
    expect(fields({})).toEqual([
      "name:required",
      "email:required",
      "phone:required",
      "purchase_date:required",
      "text:required",
      "bought_here:required",
      "accepted_policy:required",
    ])
  })
  it("refuses malformed values", () => {
    expect(fields({ ...valid, email: "amina@" })).toEqual(["email:invalid"])
    expect(fields({ ...valid, phone: "661234567" })).toEqual(["phone:invalid"])
    expect(fields({ ...valid, purchase_date: "2026-02-30" })).toEqual(["purchase_date:invalid"])
    expect(fields({ ...valid, bought_here: false })).toEqual(["bought_here:required"])
  })
  it("refuses a purchase date in the future of Algiers' calendar", () => {
    expect(algiersToday(new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24")
    expect(fields({ ...valid, purchase_date: "2026-11-23" })).toEqual([])
    expect(fields({ ...valid, purchase_date: "2026-11-24" })).toEqual(["purchase_date:future"])
  })
})

describe("shortName", () => {
  it("keeps the first name and the last name's initial", () => {
    expect(shortName("Amina  Ben Ali")).toBe("Amina A.")
    expect(shortName("Zoé")).toBe("Zoé")
    expect(shortName("أمينة بن علي")).toBe("أمينة ع.")
  })
})

describe("decodeImage", () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)])
  it("sniffs the bytes, not the name", () => {
    expect(decodeImage({ filename: "a.png", content_base64: png.toString("base64") })).toMatchObject({ ok: true, mime: "image/png" })
    expect(decodeImage(`data:image/png;base64,${Buffer.from("<script>alert(1)</script>").toString("base64")}`)).toMatchObject({
      ok: false,
      code: "not_an_image",
    })
    expect(decodeImage(null)).toBeNull()
  })
  it("refuses more than 2 MB", () => {
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES)])
    expect(decodeImage({ content_base64: big.toString("base64") })).toMatchObject({ ok: false, code: "too_large" })
  })
})
