import { z } from "@medusajs/framework/zod"
import { splitKey } from "./keys"

/** Spec §9: page sizes and the default. */
export const PAGE_SIZES = [12, 24, 50, 100, 200] as const
export const DEFAULT_PAGE_SIZE = 12
export const SORTS = ["default", "price_asc", "price_desc"] as const
export const CONTEXTS = ["category", "brand", "brand-line", "collection", "featured", "new", "promotion", "search"] as const
export type ListingContext = (typeof CONTEXTS)[number]

/**
 * A refinement's message with its field path in front ("limit: must be one of ..."): Medusa's
 * query validator names the field for type and size errors but prints a custom message as it is.
 */
const named = (message: string) => ({ error: (issue: { path?: PropertyKey[] }) => `${(issue.path ?? []).join(".")}: ${message}` })

/** `?brand=a&brand=b` arrives as an array, `?brand=a` as a string: both become a list. */
const list = z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().trim().min(1).max(200)).max(100))
/** `type:value` pairs (features, attributes), lowercased: matching ignores case. */
const pairs = list.pipe(z.array(z.string().refine((s) => s.indexOf(":") > 0 && s.indexOf(":") < s.length - 1, named("expected type:value"))))
const amount = z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().finite().min(0).optional())

export const GetStoreListingSchema = z
  .object({
    brand: list,
    line: list,
    category: list,
    feature: pairs,
    attribute: pairs,
    price_min: amount,
    price_max: amount,
    sort: z.enum(SORTS).default("default"),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), named(`must be one of ${PAGE_SIZES.join(", ")}`))
      .default(DEFAULT_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(100000).default(1),
    /** The search listing's query (decision 0057); other listings ignore it. */
    q: z.string().max(200).optional(),
    /** Read by Medusa's locale middleware (and the handler's storeLang); accepted here, not used. */
    locale: z.string().optional(),
  })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: "price_min: must not be above price_max",
    path: ["price_min"],
  })
export type GetStoreListing = z.infer<typeof GetStoreListingSchema>

/** The selection in the shape the SQL builder wants: lowercase values, pairs grouped by type. */
export function selection(q: GetStoreListing) {
  const lower = (xs: string[]) => [...new Set(xs.map((x) => x.toLowerCase()))]
  const byType = (xs: string[]) => {
    const m = new Map<string, string[]>()
    for (const key of lower(xs)) {
      const [type, value] = splitKey(key)
      m.set(type.trim(), [...(m.get(type.trim()) ?? []), `${type.trim()}:${value.trim()}`])
    }
    return m
  }
  return {
    brands: lower(q.brand),
    lines: lower(q.line),
    categories: lower(q.category),
    features: byType(q.feature),
    attributes: byType(q.attribute),
    priceMin: q.price_min,
    priceMax: q.price_max,
  }
}
export type Selection = ReturnType<typeof selection>
