import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import TransporterFulfillmentService from "./service"

export default ModuleProvider(Modules.FULFILLMENT, { services: [TransporterFulfillmentService] })
