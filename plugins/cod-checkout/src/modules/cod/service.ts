import { MedusaService } from "@medusajs/framework/utils"
import { codSettings, type CodCheckoutOptions } from "../../lib/settings"
import { CodBlockedPhone } from "./models/blocked-phone"
import { CodLead } from "./models/lead"
import { CodMetaPurchase } from "./models/meta-purchase"
import { CodOrderRequest } from "./models/order-request"
import { CodStockHold } from "./models/stock-hold"

/** Generated CRUD for order requests, blocked phones, leads and stock holds (confirmations live in @shop/order-life), plus the settings. */
class CodModuleService extends MedusaService({
  CodOrderRequest,
  CodBlockedPhone,
  CodLead,
  CodStockHold,
  CodMetaPurchase,
}) {
  protected options_: CodCheckoutOptions

  constructor(container: Record<string, unknown>, options: CodCheckoutOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.options_ = options ?? {}
  }

  /** Cooldown and daily cap: plugin options, else COD_* environment variables, else 100 s and 5. */
  settings() {
    return codSettings(this.options_)
  }
}

export default CodModuleService
