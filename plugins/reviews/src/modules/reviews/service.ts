import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/postgresql"
import { Review } from "./models/review"

export type RatingSummary = { count: number; average: number | null }

/** Generated CRUD for reviews, plus the approved-review summary of products. */
class ReviewsModuleService extends MedusaService({ Review }) {
  /** Count and average rating (1 decimal) of each product's approved reviews; 0 reviews → `{count: 0, average: null}`. */
  @InjectManager()
  async summarizeRatings(productIds: string[], @MedusaContext() context: Context<SqlEntityManager> = {}): Promise<Record<string, RatingSummary>> {
    const out: Record<string, RatingSummary> = Object.fromEntries(productIds.map((id) => [id, { count: 0, average: null }]))
    if (!productIds.length) return out
    const rows: Array<{ product_id: string; count: string; average: string }> = await context.manager!.execute(
      `SELECT product_id, count(*) AS count, avg(rating) AS average FROM review
        WHERE status = 'approved' AND deleted_at IS NULL AND product_id IN (${productIds.map(() => "?").join(",")})
        GROUP BY product_id`,
      productIds
    )
    for (const r of rows) out[r.product_id] = { count: Number(r.count), average: Math.round(Number(r.average) * 10) / 10 }
    return out
  }
}

export default ReviewsModuleService
