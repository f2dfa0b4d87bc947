import { model } from "@medusajs/framework/utils"
import { PO_STATUSES } from "../../../lib/po-rules"

/** A purchase order to a supplier, received into one warehouse (a stock location), in one or more parts. */
export const PurchaseOrder = model
  .define("purchase_order", {
    id: model.id({ prefix: "po" }).primaryKey(),
    number: model.autoincrement(),
    supplier_id: model.text(),
    location_id: model.text(),
    status: model.enum([...PO_STATUSES]).default("draft"),
    notes: model.text().nullable(),
    expected_at: model.text().nullable(),
    created_by: model.text().nullable(),
    sent_at: model.dateTime().nullable(),
    closed_at: model.dateTime().nullable(),
    lines: model.hasMany(() => PurchaseOrderLine, { mappedBy: "purchase_order" }),
  })
  .cascades({ delete: ["lines"] })
  .indexes([{ on: ["supplier_id"] }, { on: ["status", "created_at"] }])

/** A line: a variant, the quantity ordered at a unit cost (tax included), what was received so far. */
export const PurchaseOrderLine = model
  .define("purchase_order_line", {
    id: model.id({ prefix: "pol" }).primaryKey(),
    variant_id: model.text(),
    inventory_item_id: model.text(),
    title: model.text(),
    sku: model.text().nullable(),
    quantity: model.number(),
    unit_cost: model.bigNumber(),
    received_quantity: model.number().default(0),
    purchase_order: model.belongsTo(() => PurchaseOrder, { mappedBy: "lines" }),
  })
  .indexes([{ on: ["variant_id"] }])

/** A reception: what arrived when, who counted it; the stock movements and cost changes it made point at the order. */
export const PurchaseReceipt = model
  .define("purchase_receipt", {
    id: model.id({ prefix: "prec" }).primaryKey(),
    purchase_order_id: model.text(),
    location_id: model.text(),
    received_by: model.text().nullable(),
    lines: model.json(),
  })
  .indexes([{ on: ["purchase_order_id"] }])
