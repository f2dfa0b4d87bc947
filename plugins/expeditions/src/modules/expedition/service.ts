import { MedusaService } from "@medusajs/framework/utils"
import { ExpeditionItem } from "./models/expedition-item"
import { InternalExpedition } from "./models/internal-expedition"
import { StockMovement } from "./models/stock-movement"

/** Generated CRUD for movements, expeditions and their items; the rules live in the workflows. */
class ExpeditionModuleService extends MedusaService({ StockMovement, InternalExpedition, ExpeditionItem }) {}

export default ExpeditionModuleService
