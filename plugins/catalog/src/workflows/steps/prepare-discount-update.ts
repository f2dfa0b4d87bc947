import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { catalogOf } from "../../lib/catalog-service"
import { discountProblems } from "../../lib/discount"
import { missingTargets } from "../../lib/discount-sync"

export type UpdateCatalogDiscountInput = { id: string } & Partial<{
  rule_type: "product" | "category" | "brand" | "all"
  target_ids: string[]
  value_type: "percentage" | "fixed"
  value: number
  starts_at: Date | string | null
  ends_at: Date | string
  banner_url: string | null
  title: string
  slogan: string | null
  translations: Record<string, unknown> | null
}>

const invalid = (field: string, message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid ${field}: ${message}`)
const date = (d: Date | string | null | undefined) => (d ? new Date(d) : null)

/**
 * Merges the change into the stored discount and checks the result (rules shared with create,
 * targets that exist). A new end date in the future re-opens an ended discount; one in the past
 * ends it now. Reads only: the row is written by the next step.
 */
export const prepareDiscountUpdateStep = createStep("prepare-catalog-discount-update", async ({ id, ...body }: UpdateCatalogDiscountInput, { container }) => {
  const [current] = await catalogOf(container).listCatalogDiscounts({ id })
  if (!current) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Discount ${id} was not found`)
  const merged = {
    rule_type: body.rule_type ?? current.rule_type,
    target_ids: body.target_ids ?? (body.rule_type && body.rule_type !== current.rule_type ? [] : (current.target_ids as unknown as string[])),
    value_type: body.value_type ?? current.value_type,
    value: body.value ?? Number(current.value),
    starts_at: body.starts_at !== undefined ? date(body.starts_at) : date(current.starts_at),
    ends_at: date(body.ends_at ?? current.ends_at)!,
  }
  const problem = discountProblems(merged)
  if (problem) throw invalid(problem.field, problem.message)
  if (body.rule_type || body.target_ids) {
    const missing = await missingTargets(container, merged.rule_type, merged.target_ids)
    if (missing.length) throw invalid("target_ids", `no ${merged.rule_type} ${missing.join(", ")}`)
  }
  const update = {
    id,
    ...merged,
    ...(body.banner_url !== undefined && { banner_url: body.banner_url }),
    ...(body.title !== undefined && { title: body.title }),
    ...(body.slogan !== undefined && { slogan: body.slogan }),
    ...(body.translations !== undefined && { translations: body.translations }),
    status: merged.ends_at > new Date() ? "active" : "ended",
  }
  return new StepResponse(update)
})
