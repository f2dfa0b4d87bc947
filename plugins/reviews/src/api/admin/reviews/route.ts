import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { imageUrls, queryOf, reviewsService } from "../../helpers"
import type { GetAdminReviewsSchemaType } from "../../validators"

/** The moderation queue: filters by status, product, star (4 → 4 and 4.5) and text/name/email, newest first, with product titles. */
export async function GET(req: MedusaRequest<unknown, GetAdminReviewsSchemaType>, res: MedusaResponse) {
  const { status, product_id, rating, q, limit, offset } = req.validatedQuery
  const filters: Record<string, unknown> = {}
  if (status) filters.status = status
  if (product_id) filters.product_id = product_id
  if (rating) filters.rating = { $gte: rating, $lt: rating + 1 }
  if (q) {
    // The ORM binds the pattern; % and _ typed by staff are escaped so they match literally.
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    filters.$or = [{ text: { $ilike: like } }, { name: { $ilike: like } }, { email: { $ilike: like } }]
  }
  const [rows, count] = await reviewsService(req).listAndCountReviews(filters, { ...req.listConfig, order: { created_at: "DESC" } })
  const ids = [...new Set(rows.map((r) => r.product_id))]
  const titles = new Map<string, string>()
  if (ids.length) {
    const { data } = await queryOf(req).graph({ entity: "product", fields: ["id", "title"], filters: { id: ids } })
    for (const p of data as { id: string; title: string }[]) titles.set(p.id, p.title)
  }
  res.json({
    reviews: rows.map((r) => ({ ...r, images: imageUrls(r.images), product_title: titles.get(r.product_id) ?? null })),
    count,
    limit,
    offset,
  })
}
