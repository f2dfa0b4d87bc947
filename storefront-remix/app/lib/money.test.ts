import { describe, expect, it } from "vitest"
import { formatPrice, NBSP } from "./money"

// Shown with ordinary spaces to read easily; the real separator is a no-break space.
const shown = (s: string) => s.replaceAll(NBSP, " ")

describe("formatPrice", () => {
  it("writes whole dinars French style: 1 234 DA", () => {
    expect(shown(formatPrice(1234, "fr"))).toBe("1 234 DA")
    expect(shown(formatPrice(400, "fr"))).toBe("400 DA")
    expect(shown(formatPrice(0, "fr"))).toBe("0 DA")
    expect(shown(formatPrice(1234567, "en"))).toBe("1 234 567 DA")
  })

  it("shows centimes with a decimal comma only when there are some", () => {
    expect(shown(formatPrice(1234.5, "fr"))).toBe("1 234,50 DA")
    expect(shown(formatPrice(99.99, "fr"))).toBe("99,99 DA")
    expect(shown(formatPrice(0.1 + 0.2, "fr"))).toBe("0,30 DA")
  })

  it("uses the same number in Arabic, with the Arabic label and Western digits", () => {
    expect(shown(formatPrice(1234, "ar"))).toBe("1 234 د.ج")
    expect(formatPrice(1500, "ar")).toMatch(/^1\u00A0500\u00A0د\.ج$/)
  })

  it("never lets a price break across lines or split in right-to-left text", () => {
    expect(formatPrice(1234, "ar")).not.toContain(" ")
    expect(formatPrice(1234, "fr")).toBe(`1${NBSP}234${NBSP}DA`)
  })

  it("keeps the sign of a negative amount and refuses what is not a number", () => {
    expect(shown(formatPrice(-1500, "fr"))).toBe("-1 500 DA")
    expect(() => formatPrice(Number.NaN, "fr")).toThrow(RangeError)
  })
})
