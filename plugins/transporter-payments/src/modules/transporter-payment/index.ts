import { Module } from "@medusajs/framework/utils"
import TransporterPaymentModuleService from "./service"

export const TRANSPORTER_PAYMENT_MODULE = "transporterPayment"

export default Module(TRANSPORTER_PAYMENT_MODULE, { service: TransporterPaymentModuleService })
export { TransporterPaymentModuleService }
