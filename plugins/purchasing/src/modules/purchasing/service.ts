import { MedusaService } from "@medusajs/framework/utils"
import { AdSpend } from "./models/ad-spend"
import { Attendance } from "./models/attendance"
import { CostChange } from "./models/cost-change"
import { PurchaseOrder, PurchaseOrderLine, PurchaseReceipt } from "./models/purchase-order"
import { OrderLineCost } from "./models/order-line-cost"
import { Supplier } from "./models/supplier"
import { VariantPriceSet } from "./models/variant-price-set"

/** Generated CRUD; receptions and cost changes go through workflows (compare and set on the order's status). */
class PurchasingModuleService extends MedusaService({
  Supplier,
  VariantPriceSet,
  CostChange,
  PurchaseOrder,
  PurchaseOrderLine,
  PurchaseReceipt,
  OrderLineCost,
  AdSpend,
  Attendance,
}) {}

export default PurchasingModuleService
