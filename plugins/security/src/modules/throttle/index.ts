import { Module } from "@medusajs/framework/utils"
import ThrottleModuleService from "./service"

export const THROTTLE_MODULE = "securityThrottle"

export default Module(THROTTLE_MODULE, { service: ThrottleModuleService })
