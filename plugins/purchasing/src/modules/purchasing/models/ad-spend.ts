import { model } from "@medusajs/framework/utils"

/** What the shop paid an ad platform on a day for a campaign (typed by staff), netted from the margins. */
export const AdSpend = model
  .define("ad_spend", {
    id: model.id({ prefix: "adsp" }).primaryKey(),
    day: model.text(),
    source: model.text(),
    campaign: model.text(),
    amount: model.bigNumber(),
  })
  .indexes([{ on: ["day", "source", "campaign"], unique: true }])
