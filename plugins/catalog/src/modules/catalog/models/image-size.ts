import { model } from "@medusajs/framework/utils"

/**
 * A resized copy of a product picture (spec sizes GRID_DISPLAY, SMALL_PRODUCT,
 * PRODUCT_PAGE_LARGE), stored through the file module and keyed by the original's URL.
 */
export const ImageSize = model
  .define("image_size", {
    id: model.id({ prefix: "imgsz" }).primaryKey(),
    source_url: model.text(),
    size: model.text(),
    url: model.text(),
    file_id: model.text(),
    width: model.number(),
    height: model.number(),
  })
  .indexes([{ on: ["source_url", "size"], unique: true, where: "deleted_at IS NULL" }])
