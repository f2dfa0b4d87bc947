import { MedusaService } from "@medusajs/framework/utils"
import { SecurityThrottle } from "./models/throttle"

/** The table's CRUD; the counting itself is one locked SQL transaction (src/lib/throttle.ts). */
class ThrottleModuleService extends MedusaService({ SecurityThrottle }) {}

export default ThrottleModuleService
