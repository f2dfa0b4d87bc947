import type { CatalogDiscount } from "@shop/contracts/catalog"
/**
 * Catalogue discounts and packs as the admin forms see them: the state shown in the list, the
 * checks made before sending (the same limits as plugins/catalog/src/api/validators.ts, so a
 * mistake shows beside its field without a round trip) and the bodies sent. Type imports only:
 * the unit test compiles this file alone.
 */
export const RULE_TYPES = ["product", "category", "brand", "all"] as const
export type RuleType = (typeof RULE_TYPES)[number]
export type ValueType = "percentage" | "fixed"
type Texts = { fr: string; en: string; ar: string }

/** `GET /admin/catalog-discounts`' rows: @shop/contracts/catalog (a type-only import: erased when the test compiles this file). */
export type Discount = CatalogDiscount

export type DiscountValues = {
  rule_type: RuleType
  target_ids: string[]
  value_type: ValueType
  value: string
  starts_at: string
  ends_at: string
  banner_url: string | null
  title: Texts
  slogan: Texts
}

/** The API's limits (validators.ts `discountProblems`). */
export const PERCENT_MIN = 1
export const PERCENT_MAX = 95
export const FIXED_MAX = 10_000_000
/** Product search starts at 3 characters (spec §5, "admin product search"). */
export const SEARCH_MIN = 3
export const searchReady = (q: string) => q.trim().length >= SEARCH_MIN

/** Ended when its end passed or the API ended it; scheduled before its start; running otherwise. */
export function discountState(d: Pick<Discount, "status" | "starts_at" | "ends_at">, now = new Date()): "running" | "scheduled" | "ended" {
  if (d.status === "ended" || new Date(d.ends_at) <= now) return "ended"
  if (d.starts_at && new Date(d.starts_at) > now) return "scheduled"
  return "running"
}

/** `-15 %` or `-500 DA` (grouped by three like the shop's prices). */
export const formatDiscountValue = (valueType: ValueType, value: number) =>
  valueType === "percentage" ? `-${value} %` : `-${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} DA`

/** A date-time for `<input type="datetime-local">` in the browser's time zone ("" for none). */
export function toLocalInput(iso: string | null | undefined) {
  if (!iso) return ""
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ""
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export type DiscountField = "title" | "value" | "target_ids" | "starts_at" | "ends_at"
/** Problems as translation keys by field; empty when the form may be sent. */
export function discountErrors(v: DiscountValues, { creating, now = new Date() }: { creating: boolean; now?: Date }) {
  const e: Partial<Record<DiscountField, string>> = {}
  if (!v.title.fr.trim()) e.title = "frRequired"
  const n = Number(v.value.trim().replace(",", "."))
  if (!v.value.trim() || !Number.isFinite(n)) e.value = "valueRequired"
  else if (!Number.isInteger(n)) e.value = "valueWhole"
  else if (v.value_type === "percentage" && (n < PERCENT_MIN || n > PERCENT_MAX)) e.value = "percentRange"
  else if (v.value_type === "fixed" && (n < 1 || n > FIXED_MAX)) e.value = "fixedRange"
  if (v.rule_type !== "all" && !v.target_ids.length) e.target_ids = `targetRequired.${v.rule_type}`
  const ends = v.ends_at ? new Date(v.ends_at) : null
  const starts = v.starts_at ? new Date(v.starts_at) : null
  if (!ends || Number.isNaN(ends.getTime())) e.ends_at = "endsRequired"
  else if (starts && starts >= ends) e.ends_at = "endsAfterStart"
  else if (creating && ends <= now) e.ends_at = "endsFuture"
  return e
}

/** The POST body: "all" targets nothing; blank translations are sent blank (the API drops them). */
export function discountBody(v: DiscountValues) {
  const tr = (l: "en" | "ar") => ({ title: v.title[l].trim(), slogan: v.slogan[l].trim() })
  return {
    rule_type: v.rule_type,
    target_ids: v.rule_type === "all" ? [] : v.target_ids,
    value_type: v.value_type,
    value: Number(v.value.trim().replace(",", ".")),
    starts_at: v.starts_at ? new Date(v.starts_at).toISOString() : null,
    ends_at: new Date(v.ends_at).toISOString(),
    banner_url: v.banner_url,
    title: v.title.fr.trim(),
    slogan: v.slogan.fr.trim() || null,
    translations: { en: tr("en"), ar: tr("ar") },
  }
}

/** Switching the rule forgets the picked targets: ids of products mean nothing as brands. */
export const withRule = (v: DiscountValues, rule_type: RuleType): DiscountValues => (rule_type === v.rule_type ? v : { ...v, rule_type, target_ids: [] })

export type PackRow = { product_id: string; title: string; variant_id: string | null; quantity: string }
export type PackMode = "strict" | "flexible"

/** Per-row problem keys (index → key) and a general one; empty when the pack may be saved. */
export function packErrors(rows: PackRow[], packProductId: string) {
  const byRow: Record<number, string> = {}
  const seen = new Set<string>()
  rows.forEach((r, i) => {
    const q = Number(r.quantity)
    const key = `${r.product_id}:${r.variant_id ?? ""}`
    if (!r.product_id) byRow[i] = "productRequired"
    else if (r.product_id === packProductId) byRow[i] = "notItself"
    else if (!r.quantity.trim() || !Number.isInteger(q) || q < 1 || q > 100) byRow[i] = "quantityRange"
    else if (seen.has(key)) byRow[i] = "duplicate"
    seen.add(key)
  })
  return { byRow, general: rows.length ? null : "empty" }
}

export const packBody = (mode: PackMode, rows: PackRow[]) => ({
  mode,
  items: rows.map((r) => ({ product_id: r.product_id, variant_id: r.variant_id || null, quantity: Number(r.quantity) })),
})
