import { describe, expect, it } from "vitest"
import { algiersToday, onlyMissing, reviewProblems, serverErrors, type ReviewValues } from "./review-form"

const NOW = new Date("2026-11-23T12:00:00Z")
const valid: ReviewValues = {
  name: "Amina Benali",
  email: "amina@example.com",
  phone: "+213 661 23 45 67",
  purchase_date: "2026-11-01",
  rating: "5",
  text: "Très bon produit",
  bought_here: true,
  accepted_policy: true,
  image: null,
}

describe("reviewProblems", () => {
  it("accepts a complete form", () => {
    expect(reviewProblems(valid, NOW)).toEqual({})
  })
  it("asks for every field and both boxes", () => {
    const empty = { name: "", email: "", phone: "", purchase_date: "", rating: "", text: " ", bought_here: false, accepted_policy: false }
    const e = reviewProblems(empty, NOW)
    expect(Object.keys(e).sort()).toEqual(["accepted_policy", "bought_here", "email", "name", "phone", "purchase_date", "text"])
    expect(onlyMissing(e)).toBe(true)
  })
  it("checks the shapes the server checks", () => {
    expect(reviewProblems({ ...valid, email: "amina@" }, NOW)).toEqual({ email: "invalid" })
    expect(reviewProblems({ ...valid, phone: "661234567" }, NOW)).toEqual({ phone: "invalid" })
    expect(reviewProblems({ ...valid, purchase_date: "2026-02-30" }, NOW)).toEqual({ purchase_date: "invalid" })
    expect(reviewProblems({ ...valid, purchase_date: "2026-11-25" }, NOW)).toEqual({ purchase_date: "future" })
    expect(reviewProblems({ ...valid, rating: "6" }, NOW)).toEqual({ rating: "invalid" })
    expect(onlyMissing(reviewProblems({ ...valid, rating: "0", name: "" }, NOW))).toBe(false)
  })
  it("defaults the rating to 5 stars", () => {
    expect(reviewProblems({ ...valid, rating: "" }, NOW)).toEqual({})
  })
  it("takes only pictures up to 2 MB", () => {
    expect(reviewProblems({ ...valid, image: { size: 1000, type: "application/pdf" } }, NOW)).toEqual({ image: "not_an_image" })
    expect(reviewProblems({ ...valid, image: { size: 3 * 1024 * 1024, type: "image/png" } }, NOW)).toEqual({ image: "too_large" })
    expect(reviewProblems({ ...valid, image: { size: 1000, type: "image/webp" } }, NOW)).toEqual({})
  })
  it("uses Algiers' date", () => {
    expect(algiersToday(new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24")
  })
})

describe("serverErrors", () => {
  it("maps the backend's field errors onto the form", () => {
    expect(
      serverErrors({
        errors: [
          { field: "phone", code: "invalid" },
          { field: "image", code: "not_an_image" },
          { field: "other", code: "x" },
        ],
      })
    ).toEqual({
      phone: "invalid",
      image: "not_an_image",
    })
    expect(serverErrors(null)).toEqual({})
  })
})
