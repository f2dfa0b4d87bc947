import { MedusaService } from "@medusajs/framework/utils"
import { Brand } from "./models/brand"
import { BrandLine } from "./models/brand-line"
import { FeatureType } from "./models/feature-type"
import { FeatureValue } from "./models/feature-value"

/** Generated CRUD for brands, brand lines, feature types and values. */
class CatalogModuleService extends MedusaService({
  Brand,
  BrandLine,
  FeatureType,
  FeatureValue,
}) {}

export default CatalogModuleService
