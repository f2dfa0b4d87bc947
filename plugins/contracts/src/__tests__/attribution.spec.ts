import { AttributionSchema, cleanAttribution, fbcOf, sourceOfMetadata } from "../attribution"
import { codOrderSchema, parseCodForm, PostStoreCodOrderSchema as BrowserForm } from "../cod-order"

/** The backend's order schema: the form with the attribution the storefront's server adds. */
const PostStoreCodOrderSchema = codOrderSchema(AttributionSchema)

const form = {
  firstname: "Zoé",
  lastname: "Benali",
  phone: "0555123456",
  address: "1 rue",
  wilaya: 16,
  commune: 1601,
  shipping_option_id: "so_1",
  items: [{ variant_id: "variant_1", quantity: 1 }],
}

describe("attribution", () => {
  it("formats Meta's fbc from a click id and the time it was seen", () => {
    expect(fbcOf("IwAR0abc", 1764324000123.7)).toBe("fb.1.1764324000123.IwAR0abc")
  })

  it("is an optional part of the order form whose bad fields are named", () => {
    expect(parseCodForm(PostStoreCodOrderSchema, form).ok).toBe(true)
    const ok = parseCodForm(PostStoreCodOrderSchema, { ...form, attribution: { utm_source: "facebook", first: { utm_campaign: "x" } } })
    expect(ok.ok && ok.data.attribution).toEqual({ utm_source: "facebook", first: { utm_campaign: "x" } })
    const bad = parseCodForm(PostStoreCodOrderSchema, { ...form, attribution: { utm_source: "x".repeat(151), foo: 1, fbp: "nope" } })
    expect(bad.ok ? [] : bad.errors.map((e) => e.field).sort()).toEqual(["attribution.fbp", "attribution.foo", "attribution.utm_source"])
    // the browser's form never carries it (its bundle holds no attribution rules, decision 0059)
    expect(parseCodForm(BrowserForm, form).ok).toBe(true)
    expect(parseCodForm(BrowserForm, { ...form, attribution: { utm_source: "facebook" } }).ok).toBe(false)
  })

  it("refuses control characters and non-web referrers", () => {
    expect(AttributionSchema.safeParse({ utm_term: "a\u0000" }).success).toBe(false)
    expect(AttributionSchema.safeParse({ referrer: "javascript:alert(1)" }).success).toBe(false)
    expect(AttributionSchema.safeParse({ landing_path: "https://evil" }).success).toBe(false)
  })

  it("keeps what is valid of an untrusted cookie, field by field", () => {
    expect(cleanAttribution({ utm_source: "fb", utm_medium: 5, fbc: "bad", evil: "x", first: { utm_campaign: "c", landed_at: "soon" } })).toEqual({
      utm_source: "fb",
      first: { utm_campaign: "c" },
    })
    expect(cleanAttribution("x")).toBeNull()
    expect(cleanAttribution({ junk: 1 })).toBeNull()
  })

  it("reads an order's source and campaign from its metadata", () => {
    expect(sourceOfMetadata({ attribution: { utm_source: "tiktok", utm_campaign: "" } })).toEqual({ source: "tiktok", campaign: null })
    expect(sourceOfMetadata(null)).toEqual({ source: null, campaign: null })
  })
})
