import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sanitizeHtml } from "@shop/shared/html"

/** The product texts the storefront shows as HTML (description, and the subtitle as the summary). */
const HTML_FIELDS = ["description", "subtitle"] as const

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v)

function cleanFields(o: unknown) {
  if (!isObj(o)) return
  for (const f of HTML_FIELDS) if (typeof o[f] === "string") o[f] = sanitizeHtml(o[f] as string)
}

/**
 * Medusa's product writes (`POST /admin/products`, `/admin/products/:id`, `/admin/products/batch`):
 * description and subtitle pass through the shop's HTML policy before Medusa validates and stores
 * them, so no product text holds a handler or a script, whoever reads it later.
 */
export function cleanProductHtml(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as unknown
  if (req.method === "POST" && isObj(body)) {
    // create/update bodies carry the fields at the top; a batch carries lists of them
    cleanFields(body)
    for (const list of [body.create, body.update]) if (Array.isArray(list)) list.forEach(cleanFields)
  }
  next()
}

/**
 * Medusa's translations (`POST /admin/translations/batch`): the en/ar description and subtitle of a
 * product get the same policy. An update names the translation by id only: its reference is read.
 */
export async function cleanTranslationHtml(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as unknown
  if (req.method !== "POST" || !isObj(body)) return next()
  const items = [body.create, body.update].flatMap((l) => (Array.isArray(l) ? l.filter(isObj) : []))
  const unknownIds = items.filter((i) => i.reference === undefined && typeof i.id === "string").map((i) => i.id as string)
  const references = new Map<string, unknown>()
  if (unknownIds.length) {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "translation", fields: ["id", "reference"], filters: { id: unknownIds } })
    for (const t of data as Array<{ id: string; reference: string }>) references.set(t.id, t.reference)
  }
  for (const item of items) {
    const reference = item.reference ?? references.get(item.id as string)
    if (reference === "product") cleanFields(item.translations)
  }
  next()
}
