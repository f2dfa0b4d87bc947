import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import type { LinkDefinition } from "@medusajs/framework/types"
import { CATALOG_MODULE } from "../../modules/catalog"
import type CatalogModuleService from "../../modules/catalog/service"

export type SetProductCatalogInput = {
  product_id: string
  /** `null` removes the brand (and the line); omitted keeps it. */
  brand_id?: string | null
  /** `null` removes the line; omitted keeps it unless the brand changes. */
  brand_line_id?: string | null
  /** The complete set of feature values; omitted keeps the current ones. */
  feature_value_ids?: string[]
  /** The complete ordered list of curated related products; omitted keeps them. */
  related_product_ids?: string[]
  /** The "featured" flag (`metadata.featured`); omitted keeps it. */
  featured?: boolean
}

export type ProductCatalogPlan = {
  dismiss: LinkDefinition[]
  create: LinkDefinition[]
  /** The product's metadata as read, for the "featured" update (metadata is replaced whole). */
  metadata: Record<string, unknown> | null
}

const invalid = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)
type Linked = { id: string } | null
const one = (v: Linked | Linked[] | undefined): string | null => (Array.isArray(v) ? v[0]?.id : v?.id) ?? null

const productKey = (id: string) => ({ [Modules.PRODUCT]: { product_id: id } })
const link = (productId: string, field: string, id: string): LinkDefinition => ({
  ...productKey(productId),
  [CATALOG_MODULE]: { [field]: id },
})

/**
 * Reads the product's current brand, line and features, checks the wanted ones exist and fit
 * together (a line must belong to the brand), and returns the links to remove and to create.
 * It writes nothing, so it needs no compensation.
 */
export const planProductCatalogStep = createStep("plan-product-catalog", async (input: SetProductCatalogInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const catalog = container.resolve<CatalogModuleService>(CATALOG_MODULE)
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "metadata", "brand.id", "brand_line.id", "feature_values.id"],
    filters: { id: input.product_id },
  })
  // brand, brand_line and feature_values are link fields: declared here, the graph's types do not know them
  const product = (
    data as {
      id: string
      metadata: Record<string, unknown> | null
      brand?: Linked | Linked[]
      brand_line?: Linked | Linked[]
      feature_values?: Linked[] | null
    }[]
  )[0]
  if (!product) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${input.product_id} was not found`)

  const current = {
    brand: one(product.brand),
    line: one(product.brand_line),
    values: (product.feature_values ?? []).filter((v) => v != null).map((v) => v.id),
  }
  const brand = input.brand_id !== undefined ? input.brand_id : current.brand
  const line = input.brand_line_id !== undefined ? input.brand_line_id : brand === current.brand ? current.line : null
  const values = input.feature_value_ids ? [...new Set(input.feature_value_ids)] : current.values

  if (brand && brand !== current.brand) {
    const [found] = await catalog.listBrands({ id: brand }, { select: ["id"] })
    if (!found) throw invalid(`brand_id: no brand has id ${brand}`)
  }
  if (line) {
    if (!brand) throw invalid("brand_line_id: a brand line needs its brand (brand_id)")
    const [found] = await catalog.listBrandLines({ id: line }, { select: ["id", "brand_id"] })
    if (!found) throw invalid(`brand_line_id: no brand line has id ${line}`)
    if (found.brand_id !== brand) throw invalid(`brand_line_id: line ${line} does not belong to brand ${brand}`)
  }
  const added = values.filter((v) => !current.values.includes(v))
  if (added.length) {
    const found = await catalog.listFeatureValues({ id: added }, { select: ["id"], take: null })
    const missing = added.filter((id) => !found.some((f) => f.id === id))
    if (missing.length) throw invalid(`feature_value_ids: unknown feature values ${missing.join(", ")}`)
  }

  const id = product.id as string
  const plan: ProductCatalogPlan = { dismiss: [], create: [], metadata: product.metadata ?? null }
  const swap = (field: string, from: string | null, to: string | null) => {
    if (from === to) return
    if (from) plan.dismiss.push(link(id, field, from))
    if (to) plan.create.push(link(id, field, to))
  }
  swap("brand_id", current.brand, brand)
  swap("brand_line_id", current.line, line)
  for (const v of current.values) if (!values.includes(v)) plan.dismiss.push(link(id, "feature_value_id", v))
  for (const v of added) plan.create.push(link(id, "feature_value_id", v))
  return new StepResponse(plan)
})
