import { Module } from "@medusajs/framework/utils"
import OrderLifeModuleService from "./service"

export const ORDER_LIFE_MODULE = "orderLife"

export default Module(ORDER_LIFE_MODULE, { service: OrderLifeModuleService })
export { OrderLifeModuleService }
