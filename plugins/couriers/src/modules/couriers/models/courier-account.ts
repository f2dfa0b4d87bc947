import { model } from "@medusajs/framework/utils"
import { COURIER_ADAPTERS } from "@shop/contracts/couriers"

/**
 * A shop's account on one courier platform, linked to one transporter (a transporter without an
 * account is handed over by hand). Credentials and the webhook secret are stored encrypted
 * (AES-256-GCM, key from COURIERS_SECRET_KEY; decision 0040) and never answered by the API.
 * `communes` caches the courier's own commune list (its spelling, stop-desk and deliverable flags),
 * refreshed by "sync from courier".
 */
export const CourierAccount = model.define("courier_account", {
  id: model.id({ prefix: "cacc" }).primaryKey(),
  transporter_id: model.text().unique(),
  adapter: model.enum([...COURIER_ADAPTERS]),
  name: model.text(),
  base_url: model.text(),
  credentials_enc: model.text(),
  webhook_secret_enc: model.text().nullable(),
  sandbox: model.boolean().default(false),
  active: model.boolean().default(true),
  from_wilaya_code: model.number().default(16),
  communes: model.json().nullable(),
  communes_synced_at: model.dateTime().nullable(),
  last_test_at: model.dateTime().nullable(),
  last_test_error: model.text().nullable(),
})
