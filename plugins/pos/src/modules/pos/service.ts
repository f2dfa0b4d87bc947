import { MedusaService } from "@medusajs/framework/utils"
import { PaymentPlan } from "./models/payment-plan"
import { PlanLine } from "./models/plan-line"

/** Generated CRUD of payment plans and their lines; the payments themselves go through workflows (compare and set). */
class PosModuleService extends MedusaService({ PaymentPlan, PlanLine }) {}

export default PosModuleService
