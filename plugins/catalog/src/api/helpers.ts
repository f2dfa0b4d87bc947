import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { CATALOG_MODULE } from "../modules/catalog"
import type CatalogModuleService from "../modules/catalog/service"
import { resolveLocale, type Locale } from "../lib/localize"
import { slugify } from "@shop/shared/slug"
import { defaultAdminBrandFields, defaultAdminBrandLineFields } from "./admin/brands/query-config"
import { defaultAdminFeatureTypeFields, defaultAdminFeatureValueFields } from "./admin/feature-types/query-config"

export const catalogService = (req: MedusaRequest) => req.scope.resolve<CatalogModuleService>(CATALOG_MODULE)
export const queryOf = (req: MedusaRequest) => req.scope.resolve(ContainerRegistrationKeys.QUERY)

/** `%q%` for `$ilike`, with the user's `%`, `_` and `\` matched literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const notFound = (what: string, id: string) => new MedusaError(MedusaError.Types.NOT_FOUND, `${what} ${id} was not found`)

/**
 * Answers 409 with our message. Thrown, a CONFLICT MedusaError would reach the client as
 * Medusa's generic "retry with the Idempotency-Key" text, and the admin must know what clashed.
 */
export const replyConflict = (res: MedusaResponse, message: string) => void res.status(409).json({ type: "conflict", code: "invalid_request_error", message })

/** The store language: `?locale=` or `x-medusa-locale` (moved to `req.locale` by Medusa). 400 otherwise. */
export function storeLocale(req: MedusaRequest): Locale {
  const raw = (req as MedusaRequest & { locale?: string }).locale ?? req.query.locale
  const locale = resolveLocale(raw)
  if (!locale) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid locale: ${String(raw)} is not one of fr, en, ar`)
  return locale
}

/** The explicit slug, else one made from the French name; 400 naming `field` if none can be made. */
export function slugFor(explicit: string | undefined, name: string, field: string): string {
  const slug = explicit ?? slugify(name)
  if (!slug) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid ${field}: required when the name has no latin letters or digits`)
  }
  return slug
}

/** Logos are optional: the storefront draws its default when `has_logo` is false. */
export const logoOf = (row: { logo_url?: string | null }) => ({ logo_url: row.logo_url ?? null, has_logo: !!row.logo_url })

export { defaultAdminBrandFields as BRAND_FIELDS, defaultAdminBrandLineFields as LINE_FIELDS } from "./admin/brands/query-config"
export { defaultAdminFeatureTypeFields as TYPE_FIELDS, defaultAdminFeatureValueFields as VALUE_FIELDS } from "./admin/feature-types/query-config"

export async function findBrand(req: MedusaRequest, id = req.params.id) {
  const [brand] = await catalogService(req).listBrands({ id }, { select: defaultAdminBrandFields })
  if (!brand) throw notFound("Brand", id)
  return brand
}

export async function findBrandLine(req: MedusaRequest, id = req.params.id) {
  const [line] = await catalogService(req).listBrandLines({ id }, { select: defaultAdminBrandLineFields })
  if (!line) throw notFound("Brand line", id)
  return line
}

export async function findFeatureType(req: MedusaRequest, id = req.params.id) {
  const [type] = await catalogService(req).listFeatureTypes({ id }, { select: defaultAdminFeatureTypeFields })
  if (!type) throw notFound("Feature type", id)
  return type
}

export async function findFeatureValue(req: MedusaRequest, id = req.params.id) {
  const [value] = await catalogService(req).listFeatureValues({ id }, { select: defaultAdminFeatureValueFields })
  if (!value) throw notFound("Feature value", id)
  return value
}

/** The message of a slug clash, or null when the slug is free. */
export async function brandSlugClash(req: MedusaRequest, slug: string, exceptId?: string) {
  const [clash] = await catalogService(req).listBrands({ slug }, { select: ["id"] })
  return clash && clash.id !== exceptId ? `slug: a brand with slug "${slug}" already exists` : null
}

export async function lineSlugClash(req: MedusaRequest, brandId: string, slug: string, exceptId?: string) {
  const [clash] = await catalogService(req).listBrandLines({ brand_id: brandId, slug }, { select: ["id"] })
  return clash && clash.id !== exceptId ? `slug: this brand already has a line with slug "${slug}"` : null
}

export async function typeCodeClash(req: MedusaRequest, code: string, exceptId?: string) {
  const [clash] = await catalogService(req).listFeatureTypes({ code }, { select: ["id"] })
  return clash && clash.id !== exceptId ? `code: a feature type with code "${code}" already exists` : null
}

/** How many products use a brand or any of its lines (brand deletion is refused while any do). */
export async function productsUsingBrand(req: MedusaRequest, brandId: string, lineIds: string[]) {
  const query = queryOf(req)
  const ids = new Set<string>()
  const { data: brands } = await query.graph({ entity: "brand", fields: ["id", "products.id"], filters: { id: brandId } })
  // "products" is the links' field: the types of query.graph do not know links
  type Linked = { products?: ({ id: string } | null)[] | null }
  for (const p of (brands as Linked[])[0]?.products ?? []) if (p) ids.add(p.id)
  if (lineIds.length) {
    const { data: lines } = await query.graph({ entity: "brand_line", fields: ["id", "products.id"], filters: { id: lineIds } })
    for (const l of lines as Linked[]) for (const p of l.products ?? []) if (p) ids.add(p.id)
  }
  return ids.size
}
