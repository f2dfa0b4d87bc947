import { model } from "@medusajs/framework/utils"

/**
 * A menu entry of the header or footer. The tree is stored flat (parent_id + position) and
 * replaced as a whole by the admin; `target_id` names the category, brand, product, CMS page,
 * blog category, blog post or collection, resolved to a path when the store reads the menu.
 */
export const MenuItem = model
  .define("content_menu_item", {
    id: model.id({ prefix: "cmnu" }).primaryKey(),
    location: model.text(),
    parent_id: model.text().nullable(),
    position: model.number().default(0),
    type: model.text(),
    target_id: model.text().nullable(),
    url: model.text().nullable(),
    label: model.json().nullable(),
  })
  .indexes([{ on: ["location", "position"], where: "deleted_at IS NULL" }])
