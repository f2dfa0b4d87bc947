import { Module } from "@medusajs/framework/utils"
import TransporterModuleService from "./service"

export const TRANSPORTER_MODULE = "transporter"

export default Module(TRANSPORTER_MODULE, { service: TransporterModuleService })
export { TransporterModuleService }
