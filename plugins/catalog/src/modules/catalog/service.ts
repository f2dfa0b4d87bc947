import { MedusaService } from "@medusajs/framework/utils"
import { Brand } from "./models/brand"
import { BrandLine } from "./models/brand-line"
import { CatalogDiscount } from "./models/catalog-discount"
import { FeatureType } from "./models/feature-type"
import { FeatureValue } from "./models/feature-value"
import { ImageSize } from "./models/image-size"
import { Pack } from "./models/pack"
import { PackItem } from "./models/pack-item"
import { RelatedProduct } from "./models/related-product"

/** Generated CRUD for brands, lines, features, discounts, packs, related products and image sizes. */
class CatalogModuleService extends MedusaService({
  Brand,
  BrandLine,
  FeatureType,
  FeatureValue,
  CatalogDiscount,
  Pack,
  PackItem,
  RelatedProduct,
  ImageSize,
}) {}

export default CatalogModuleService
