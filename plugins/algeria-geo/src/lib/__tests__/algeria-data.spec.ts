import path from "path"
import { loadAlgeriaData } from "../algeria-data"

const dir = path.resolve(__dirname, "../../../../../data/algeria")

describe("Algeria data files", () => {
  const { wilayas, communes } = loadAlgeriaData(dir)

  it("has the 69 wilayas of Law 26-06 with French and Arabic names", () => {
    expect(wilayas).toHaveLength(69)
    expect(new Set(wilayas.map((w) => w.code)).size).toBe(69)
    expect(wilayas.every((w) => w.name_fr && w.name_ar)).toBe(true)
    expect(wilayas.find((w) => w.code === 16)).toMatchObject({ name_fr: "Alger", name_ar: "الجزائر" })
  })

  it("maps every 2026 wilaya to its mother wilaya in the 58 model", () => {
    const mothers = Object.fromEntries(wilayas.filter((w) => w.code > 58).map((w) => [w.code, w.code_58]))
    expect(mothers).toEqual({ 59: 3, 60: 5, 61: 7, 62: 12, 63: 13, 64: 14, 65: 17, 66: 17, 67: 26, 68: 28, 69: 32 })
    expect(wilayas.filter((w) => w.code <= 58).every((w) => w.code === w.code_58)).toBe(true)
  })

  it("has 1,541 communes with unique ONS codes, each in a known wilaya", () => {
    expect(communes).toHaveLength(1541)
    expect(new Set(communes.map((c) => c.code)).size).toBe(1541)
    const codes = new Set(wilayas.map((w) => w.code))
    expect(communes.every((c) => codes.has(c.wilaya_code))).toBe(true)
  })

  it("keeps the ONS rule: commune code / 100 is its wilaya in the 58 model", () => {
    const to58 = new Map(wilayas.map((w) => [w.code, w.code_58]))
    expect(communes.every((c) => Math.floor(c.code / 100) === to58.get(c.wilaya_code))).toBe(true)
  })
})
