import { Module } from "@medusajs/framework/utils"
import CouriersModuleService from "./service"

export const COURIERS_MODULE = "couriers"

export default Module(COURIERS_MODULE, { service: CouriersModuleService })
export { CouriersModuleService }
