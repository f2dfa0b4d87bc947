import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ContentLookupKind } from "../../../../../modules/content/service"
import { contentService, notFound } from "../../../../helpers"
import type { GetAdminContentLookupsSchemaType } from "../../../../validators"

/** Catalogue records the pickers name, read through Query: entity, its name field and its second search field. */
const CATALOG: Record<string, { entity: string; name: string; alt: string; minQ?: number }> = {
  categories: { entity: "product_category", name: "name", alt: "handle" },
  brands: { entity: "brand", name: "name", alt: "slug" },
  products: { entity: "product", name: "title", alt: "handle", minQ: 3 },
  collections: { entity: "product_collection", name: "title", alt: "handle" },
}
const CONTENT: readonly ContentLookupKind[] = ["cms_pages", "blog_categories", "blog_posts"]

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** GET /admin/content/lookups/:kind?q= → up to 50 {id, name} for the admin's pickers (products: q of 3+ characters). */
export async function GET(req: MedusaRequest<unknown, GetAdminContentLookupsSchemaType>, res: MedusaResponse) {
  const kind = req.params.kind
  const { q } = req.validatedQuery
  const pattern = q ? like(q) : null
  if ((CONTENT as readonly string[]).includes(kind)) {
    return void res.json({ items: await contentService(req).lookupDocuments(kind as ContentLookupKind, pattern) })
  }
  const c = CATALOG[kind]
  if (!c) throw notFound("Lookup", kind)
  if (c.minQ && (q ?? "").length < c.minQ) return void res.json({ items: [] })
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: c.entity,
    fields: ["id", c.name],
    filters: pattern ? { $or: [{ [c.name]: { $ilike: pattern } }, { [c.alt]: { $ilike: pattern } }] } : {},
    pagination: { take: 50, order: { [c.name]: "ASC" } },
  })
  res.json({ items: (data as Record<string, unknown>[]).map((r) => ({ id: r.id, name: r[c.name] })) })
}
