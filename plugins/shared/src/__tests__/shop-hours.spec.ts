import { openingHoursErrors, openingLines, type OpeningRange } from "../shop-hours"

const week = (days: number[], open: string, close: string): OpeningRange[] => days.map((day) => ({ day, open, close }))

describe("opening hours", () => {
  const hours = [...week([6, 0, 1, 2, 3], "08:30", "12:00"), ...week([6, 0, 1, 2, 3], "13:30", "18:00"), ...week([4], "09:00", "12:00")]

  it("groups consecutive days with the same hours, Saturday first, closed days said so", () => {
    expect(openingLines(hours, "fr")).toEqual([
      { days: "sam.–mer.", hours: "08:30–12:00, 13:30–18:00", ranges: ["08:30–12:00", "13:30–18:00"] },
      { days: "jeu.", hours: "09:00–12:00", ranges: ["09:00–12:00"] },
      { days: "ven.", hours: "fermé", ranges: [] },
    ])
    expect(openingLines(hours, "en").map((l) => `${l.days} ${l.hours}`)).toEqual(["Sat–Wed 08:30–12:00, 13:30–18:00", "Thu 09:00–12:00", "Fri closed"])
    // Arabic: each range isolated left to right inside the right-to-left line
    expect(openingLines(hours, "ar")[0]).toEqual({
      days: "السبت–الأربعاء",
      hours: "\u206608:30–12:00\u2069، \u206613:30–18:00\u2069",
      ranges: ["08:30–12:00", "13:30–18:00"],
    })
    expect(openingLines([], "ar")).toEqual([{ days: "السبت–الجمعة", hours: "مغلق", ranges: [] }])
  })

  it("refuses bad times, a range closing before it opens and overlaps, by field", () => {
    expect(openingHoursErrors(hours)).toEqual([])
    expect(
      openingHoursErrors([
        { day: 7, open: "08:00", close: "12:00" },
        { day: 1, open: "8:00", close: "12:00" },
        { day: 1, open: "14:00", close: "13:00" },
      ]).map((e) => e.field)
    ).toEqual(["opening_hours.0.day", "opening_hours.1.open", "opening_hours.2.close"])
    expect(
      openingHoursErrors([
        { day: 2, open: "08:00", close: "12:00" },
        { day: 2, open: "11:00", close: "15:00" },
      ]).map((e) => e.field)
    ).toEqual(["opening_hours.1.open"])
  })
})
