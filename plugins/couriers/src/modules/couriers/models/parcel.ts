import { model } from "@medusajs/framework/utils"
import { PARCEL_STATUSES } from "@shop/contracts/couriers"

/** Where the parcel stands on our side: being sent, created at the courier, refused by it, cancelled. */
export const PARCEL_STATES = ["sending", "created", "failed", "cancelled"] as const

/**
 * One order's parcel at one courier. `request_key` (account, order, generation) is unique: a hand-over
 * retried after a time-out, a crash or a double click finds the same row, and `send_attempts` > 0
 * means an earlier attempt may have reached the courier, so the courier is asked for the parcel by our
 * `reference` before anything is sent again (decision 0040). A cancelled parcel frees the order for a
 * new generation.
 */
export const Parcel = model
  .define("courier_parcel", {
    id: model.id({ prefix: "prcl" }).primaryKey(),
    order_id: model.text(),
    account_id: model.text(),
    request_key: model.text().unique(),
    generation: model.number().default(1),
    reference: model.text(),
    state: model.enum([...PARCEL_STATES]).default("sending"),
    send_attempts: model.number().default(0),
    tracking: model.text().nullable(),
    label_url: model.text().nullable(),
    courier_fee: model.number().nullable(),
    status: model.enum([...PARCEL_STATUSES]).default("created"),
    raw_status: model.text().nullable(),
    raw_reason: model.text().nullable(),
    last_event_at: model.dateTime().nullable(),
    validated_at: model.dateTime().nullable(),
    last_error: model.text().nullable(),
    last_error_kind: model.text().nullable(),
    next_poll_at: model.dateTime().nullable(),
    poll_failures: model.number().default(0),
  })
  .indexes([{ on: ["order_id"] }, { on: ["account_id", "tracking"] }, { on: ["state", "next_poll_at"] }])
