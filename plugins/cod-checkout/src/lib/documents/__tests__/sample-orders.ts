import type { DocumentOrder, DocumentShop } from "../model"

/** Orders as `load-orders.ts` gives them, in French and Arabic names, for the renderers' tests. */
export const SHOP: DocumentShop = { name: "Boutique DZ", logo: null, phone: "0550 00 11 22" }

const line = (
  title: string,
  quantity: number,
  unit: number,
  options: [string, string][] = [],
  sku: string | null = null,
  variant_id: string | null = null
) => ({
  variant_id: variant_id ?? `variant_${title}_${options.map((o) => o[1]).join("_")}`,
  sku,
  title,
  options: options.map(([name, value]) => ({ name, value })),
  quantity,
  unit_price: unit,
  total: Math.round(unit * quantity * 100) / 100,
  tax_rate: 19,
})

export function sampleOrders(lang: "fr" | "en" | "ar"): DocumentOrder[] {
  const ar = lang === "ar"
  const a = [
    line(ar ? "هاتف كوندور بلاك 5" : "Téléphone Condor Plume P8", 1, 25000, [[ar ? "اللون" : "Couleur", ar ? "أسود" : "Noir"]], "CND-P8-BLK"),
    line(
      ar ? "حذاء رياضي" : "Chaussures de sport",
      2,
      4499.99,
      [
        [ar ? "المقاس" : "Pointure", "42"],
        [ar ? "اللون" : "Couleur", ar ? "أبيض" : "Blanc"],
      ],
      "SHOE-42-WHT"
    ),
  ]
  const b = [
    line(
      ar ? "حذاء رياضي" : "Chaussures de sport",
      1,
      4499.99,
      [
        [ar ? "المقاس" : "Pointure", "42"],
        [ar ? "اللون" : "Couleur", ar ? "أبيض" : "Blanc"],
      ],
      "SHOE-42-WHT"
    ),
    line("Écouteurs Bluetooth « Pro »", 3, 1333.33, [], null),
  ]
  const sum = (ls: { total: number }[]) => Math.round(ls.reduce((s, l) => s + l.total * 100, 0)) / 100
  return [
    {
      id: "order_a",
      display_id: 1024,
      created_at: new Date("2026-11-25T13:05:00Z"),
      buyer: { first_name: ar ? "محمد" : "Zoé", last_name: ar ? "بن علي" : "Benali", phone: "0550123456" },
      wilaya: { code: 16, name: ar ? "الجزائر" : "Alger" },
      commune: ar ? "الجزائر الوسطى" : "Alger Centre",
      address: "12 rue Didouche Mourad, 2e étage",
      delivery_type: "home",
      stop_desk: null,
      transporter: "Yalidine",
      tracking: "YAL-8F3K2Q",
      lines: a,
      items_total: sum(a),
      shipping: { total: 600, tax_rate: 19 },
      total: sum(a) + 600,
      cash_to_collect: sum(a) + 600,
    },
    {
      id: "order_b",
      display_id: 1025,
      created_at: new Date("2026-11-26T22:40:00Z"),
      buyer: { first_name: "Karim", last_name: ar ? "سعيدي" : "Saïdi", phone: "0661987654" },
      wilaya: { code: 31, name: ar ? "وهران" : "Oran" },
      commune: ar ? "بئر الجير" : "Bir El Djir",
      address: null,
      delivery_type: "stop_desk",
      stop_desk: { name: ar ? "مكتب ياليدين بئر الجير" : "Yalidine Bir El Djir", address: ar ? "حي 20 أوت، رقم 5" : "Cité 20 Août, n° 5" },
      transporter: "Yalidine",
      tracking: null,
      lines: b,
      items_total: sum(b),
      shipping: { total: 400, tax_rate: 19 },
      total: sum(b) + 400,
      cash_to_collect: sum(b) + 400,
    },
  ]
}
