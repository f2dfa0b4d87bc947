import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isSlug, slugify } from "@shop/shared/slug"

/**
 * A product's handle is its address on the storefront (`/catalog/product/<category>/<handle>`), which
 * takes latin slugs only: Medusa makes the handle from the title as typed ("Théière épuisée" →
 * "théière-épuisée"), a page no link could reach. A product created or renamed by staff gets its handle
 * as a slug ("theiere-epuisee"); a title with nothing latin (Arabic only) gets `produit-<time>`.
 */
export function productHandleSlug(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  for (const body of [req.body, (req as { validatedBody?: unknown }).validatedBody] as ({ handle?: unknown; title?: unknown } | undefined)[]) {
    if (!body || typeof body !== "object") continue
    const given = typeof body.handle === "string" ? body.handle : undefined
    if (given !== undefined && isSlug(given)) continue
    const source = given ?? (typeof body.title === "string" ? body.title : undefined)
    if (source === undefined) continue
    // a handle is only made on creation; an update that does not send one keeps the product's
    if (given === undefined && req.params?.id) continue
    body.handle = slugify(source) || `produit-${Date.now().toString(36)}`
  }
  next()
}
