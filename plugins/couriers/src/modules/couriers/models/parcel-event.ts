import { model } from "@medusajs/framework/utils"
import { PARCEL_STATUSES } from "@shop/contracts/couriers"

/**
 * One step of a parcel's history as the courier reported it (webhook or polling). (parcel, event_id)
 * is unique: a duplicate or replayed webhook, or the same history polled twice, adds nothing.
 */
export const ParcelEvent = model
  .define("courier_parcel_event", {
    id: model.id({ prefix: "pevt" }).primaryKey(),
    parcel_id: model.text(),
    event_id: model.text(),
    occurred_at: model.dateTime(),
    status: model.enum([...PARCEL_STATUSES]),
    raw_status: model.text(),
    raw_reason: model.text().nullable(),
    location: model.text().nullable(),
    source: model.enum(["webhook", "poll", "send"]),
  })
  .indexes([{ on: ["parcel_id", "event_id"], unique: true }, { on: ["parcel_id", "occurred_at"] }])
