import { MedusaService } from "@medusajs/framework/utils"
import { PosCashier } from "./models/cashier"
import { PaymentPlan } from "./models/payment-plan"
import { PlanLine } from "./models/plan-line"
import { PosSale } from "./models/sale"
import { PosSettings } from "./models/settings"

/**
 * Generated CRUD of payment plans and their lines, the till's cashiers, sales and settings; payments and
 * the claiming of a sale go through workflows and compare-and-set writes.
 */
class PosModuleService extends MedusaService({ PaymentPlan, PlanLine, PosCashier, PosSale, PosSettings }) {}

export default PosModuleService
