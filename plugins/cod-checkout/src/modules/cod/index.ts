import { Module } from "@medusajs/framework/utils"
import ensureCustomerPhoneIndex from "./loaders/customer-phone-index"
import CodModuleService from "./service"

export const COD_MODULE = "cod"

export default Module(COD_MODULE, { service: CodModuleService, loaders: [ensureCustomerPhoneIndex] })
export { CodModuleService }
