import { model } from "@medusajs/framework/utils"

/** Shop-wide documents by key: "theme" ({colors, custom_css}) and "settings" (name, logo, phone...). */
export const ContentSetting = model
  .define("content_setting", {
    id: model.id({ prefix: "cset" }).primaryKey(),
    key: model.text(),
    value: model.json(),
  })
  .indexes([{ on: ["key"], unique: true, where: "deleted_at IS NULL" }])
