import { describe, expect, it } from "vitest"
import { localizeOpeningHours } from "./opening-hours"

describe("localizeOpeningHours", () => {
  it("keeps the courier's French text on French pages", () => {
    expect(localizeOpeningHours("Sam–Jeu 08:00–18:00", "fr")).toBe("Sam–Jeu 08:00–18:00")
  })
  it("names the days in Arabic, isolates each time range left to right and uses Arabic commas", () => {
    expect(localizeOpeningHours("Sam–Jeu 08:00–18:00", "ar")).toBe("السبت–الخميس \u206608:00–18:00\u2069")
    expect(localizeOpeningHours("Lun-Ven 8h30-17h, Sam fermé", "ar")).toBe("الاثنين-الجمعة \u206608:30-17:00\u2069، السبت مغلق")
  })
  it("names the days in English", () => {
    expect(localizeOpeningHours("Sam–Jeu 08:00–17:30", "en")).toBe("Sat–Thu 08:00–17:30")
    expect(localizeOpeningHours("Dim. 9h-12h, Ven fermé", "en")).toBe("Sun 09:00-12:00, Fri closed")
  })
  it("leaves words that only start like a day alone", () => {
    expect(localizeOpeningHours("Marché central", "en")).toBe("Marché central")
  })
})
