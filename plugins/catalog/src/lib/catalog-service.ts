import type { MedusaContainer } from "@medusajs/framework/types"
import { CATALOG_MODULE } from "../modules/catalog"
import type CatalogModuleService from "../modules/catalog/service"

/** The catalog module's service from a container (workflows, jobs, seed). */
export const catalogOf = (container: MedusaContainer) => container.resolve<CatalogModuleService>(CATALOG_MODULE)
