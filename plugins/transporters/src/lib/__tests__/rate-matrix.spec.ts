import { buildRateMatrix } from "../rate-matrix"

describe("buildRateMatrix", () => {
  it("shows every wilaya, own rates, inherited 2026 rates and empty cells", () => {
    const wilayas = [
      { code: 68, code_58: 28, name_fr: "Bou Saâda", name_ar: "بوسعادة" },
      { code: 28, code_58: 28, name_fr: "M'Sila", name_ar: "المسيلة" },
      { code: 11, code_58: 11, name_fr: "Tamanrasset", name_ar: "تمنراست" },
    ]
    const rates = [
      { id: "r1", wilaya_code: 28, delivery_type: "home" as const, price: 650, return_fee: 300, delay_min_days: 3, delay_max_days: 4 },
      { id: "r2", wilaya_code: 68, delivery_type: "stop_desk" as const, price: 500, return_fee: null },
    ]
    const rows = buildRateMatrix(wilayas, rates)
    expect(rows.map((r) => r.code)).toEqual([11, 28, 68])
    expect(rows[0].home).toBeNull()
    const delay = { delay_min_days: 3, delay_max_days: 4 }
    expect(rows[1].home).toEqual({ price: 650, return_fee: 300, ...delay, source: "wilaya_rate", rate_id: "r1" })
    // a 2026 wilaya inherits its mother's delay with its price
    expect(rows[2].home).toEqual({ price: 650, return_fee: 300, ...delay, source: "mother_wilaya_rate", rate_id: "r1", inherited_from: 28 })
    expect(rows[2].stop_desk).toMatchObject({ price: 500, source: "wilaya_rate", delay_min_days: null, delay_max_days: null })
  })
})
