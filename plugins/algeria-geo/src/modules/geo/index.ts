import { Module } from "@medusajs/framework/utils"
import GeoModuleService from "./service"

export const GEO_MODULE = "geo"

export default Module(GEO_MODULE, { service: GeoModuleService })
export { GeoModuleService }
