import { model } from "@medusajs/framework/utils"

/**
 * A buyer's review of a product (storefront spec §3 Review, §7 submit review). Only `approved`
 * reviews are shown and counted; new ones wait as `pending` for moderation.
 */
export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    product_id: model.text(),
    rating: model.float(),
    text: model.text(),
    name: model.text(),
    email: model.text().nullable(),
    phone: model.text().nullable(),
    purchase_date: model.dateTime().nullable(),
    bought_here: model.boolean().default(false),
    images: model.json().nullable(),
    locale: model.text().nullable(),
    /** The buyer's address as the storefront forwarded it: the submit rate limit counts reviews per address. */
    client_ip: model.text().nullable(),
    status: model.enum(["pending", "approved", "rejected"]).default("pending"),
  })
  .indexes([{ on: ["product_id", "status"] }, { on: ["created_at"] }])
  .checks([{ name: "review_rating_range", expression: (c) => `${c.rating} >= 0.5 AND ${c.rating} <= 5` }])
