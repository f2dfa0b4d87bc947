import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { REVIEWS_MODULE } from "../modules/reviews"
import type ReviewsModuleService from "../modules/reviews/service"

export const reviewsService = (req: MedusaRequest) => req.scope.resolve<ReviewsModuleService>(REVIEWS_MODULE)
export const queryOf = (req: MedusaRequest) => req.scope.resolve(ContainerRegistrationKeys.QUERY)
export const pgOf = (req: MedusaRequest) => req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)

/** 400/429 bodies of our own shape (`field`, `errors`, `wait_seconds`): a thrown MedusaError cannot carry them. */
export const reply = (res: MedusaResponse, status: number, body: Record<string, unknown>) => void res.status(status).json(body)

/** A published product by id, or 404: reviews of drafts or unknown ids are neither listed nor accepted. */
export async function publishedProduct(req: MedusaRequest, id: string) {
  const { data } = await queryOf(req).graph({ entity: "product", fields: ["id", "title"], filters: { id, status: "published" } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with id: ${id} was not found`)
  return data[0] as { id: string; title: string }
}

export type ReviewImage = { url: string; file_id?: string }
export const imageUrls = (images: unknown) => (Array.isArray(images) ? (images as ReviewImage[]).map((i) => i.url).filter(Boolean) : [])
