import { model } from "@medusajs/framework/utils"
import { ExpeditionItem } from "./expedition-item"

/** The spec spells "recieved"; we do not. */
export const EXPEDITION_STATUSES = ["inprogress", "sent", "received", "partially_received", "fully_received", "completed", "cancelled"] as const
export type ExpeditionStatus = (typeof EXPEDITION_STATUSES)[number]

/** A transfer of stock from one stock location to another. */
export const InternalExpedition = model
  .define("internal_expedition", {
    id: model.id({ prefix: "iexp" }).primaryKey(),
    source_location_id: model.text(),
    destination_location_id: model.text(),
    status: model.enum([...EXPEDITION_STATUSES]).default("inprogress"),
    note: model.text().nullable(),
    created_by: model.text().nullable(),
    sent_at: model.dateTime().nullable(),
    sent_by: model.text().nullable(),
    received_at: model.dateTime().nullable(),
    completed_at: model.dateTime().nullable(),
    cancelled_at: model.dateTime().nullable(),
    cancelled_by: model.text().nullable(),
    items: model.hasMany(() => ExpeditionItem, { mappedBy: "expedition" }),
  })
  .indexes([{ on: ["status", "created_at"] }, { on: ["source_location_id"] }, { on: ["destination_location_id"] }])
