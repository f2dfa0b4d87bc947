import { model } from "@medusajs/framework/utils"

/**
 * One counter of attempts (logins, lead saves...) for one scope and key, shared by every server
 * process (decision 0046). `key` is a digest of the address, e-mail or phone, never the value itself.
 * `locked_until` and `strikes` carry the lock-out with back-off: each lock lasts twice the previous one.
 */
export const SecurityThrottle = model
  .define("security_throttle", {
    id: model.id({ prefix: "thr" }).primaryKey(),
    scope: model.text(),
    key: model.text(),
    hits: model.number().default(0),
    window_started_at: model.dateTime(),
    locked_until: model.dateTime().nullable(),
    strikes: model.number().default(0),
  })
  .indexes([{ on: ["scope", "key"], unique: true }, { on: ["window_started_at"] }])
