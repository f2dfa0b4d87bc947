import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { decodeImage } from "../../../../../lib/image"
import { withinReviewLimit } from "../../../../../lib/rate-limit"
import { invalidDataBody, parseReviewForm, shortName } from "../../../../../lib/review-form"
import { createReviewWorkflow } from "../../../../../workflows/create-review"
import { clientIp } from "@shop/security"
import { imageUrls, pgOf, publishedProduct, reply, reviewsService } from "../../../../helpers"
import type { GetStoreReviewsSchemaType } from "../../../../validators"
import type { StoreReviewsResponse } from "@shop/contracts/reviews"

/** Approved reviews of a product, newest first, with the count and average the stars show. */
export async function GET(req: MedusaRequest<unknown, GetStoreReviewsSchemaType>, res: MedusaResponse) {
  const product = await publishedProduct(req, req.params.id)
  const { limit, offset } = req.validatedQuery
  const service = reviewsService(req)
  const [rows, count] = await service.listAndCountReviews({ product_id: product.id, status: "approved" }, { ...req.listConfig, order: { created_at: "DESC" } })
  const summary = (await service.summarizeRatings([product.id]))[product.id]
  res.setHeader("Cache-Control", "private, no-store")
  res.json({
    reviews: rows.map((r) => ({
      id: r.id,
      name: shortName(r.name),
      rating: r.rating,
      text: r.text,
      created_at: new Date(r.created_at).toISOString(),
      images: imageUrls(r.images),
    })),
    count,
    limit,
    offset,
    summary,
  } satisfies StoreReviewsResponse)
}

/**
 * A buyer's review (spec §5, §7): checked field by field (400 naming the field), the picture sniffed,
 * then the per-address/email/phone limit (429 + wait_seconds), then written as `pending`.
 */
export async function POST(req: MedusaRequest<Record<string, unknown>>, res: MedusaResponse) {
  const product = await publishedProduct(req, req.params.id)
  const body = (req.body ?? {}) as Record<string, unknown>
  const parsed = parseReviewForm(body)
  const image = decodeImage(body.image)
  const errors = parsed.ok ? [] : [...parsed.errors]
  if (image && !image.ok) errors.push({ field: "image", code: image.code, message: image.message })
  if (!parsed.ok || errors.length) return reply(res, 400, invalidDataBody(errors))

  const form = parsed.data
  const client_ip = clientIp(req)
  const result = await withinReviewLimit(pgOf(req), { client_ip, email: form.email, phone: form.phone }, async () => {
    const { result } = await createReviewWorkflow(req.scope).run({
      input: {
        review: { product_id: product.id, ...form, client_ip },
        image: image && image.ok ? { content_base64: image.bytes.toString("base64"), mime: image.mime, ext: image.ext } : null,
      },
    })
    return result
  })
  if (result.kind === "limited") {
    res.setHeader("Retry-After", String(result.wait_seconds))
    return reply(res, 429, {
      type: "too_many_requests",
      field: result.field,
      message: `Too many reviews from this ${result.field === "client_ip" ? "connection" : result.field}: wait ${result.wait_seconds} seconds`,
      wait_seconds: result.wait_seconds,
    })
  }
  res.status(201).json({ review: { id: result.value.id, status: result.value.status } })
}
