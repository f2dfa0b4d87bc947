import { model } from "@medusajs/framework/utils"

/**
 * One block of a content page ("home" or any page key). Texts are `{fr, en, ar}` JSON maps
 * (French is the fallback); `config` holds the type-specific targets (product ids, a category,
 * a brand...), resolved at read time so a block never shows a deleted or unpublished thing.
 */
export const ContentBlock = model
  .define("content_block", {
    id: model.id({ prefix: "cblk" }).primaryKey(),
    page: model.text(),
    type: model.text(),
    active: model.boolean().default(true),
    position: model.number().default(0),
    title: model.json().nullable(),
    html: model.json().nullable(),
    editor_data: model.json().nullable(),
    show_title: model.boolean().default(true),
    images: model.json().nullable(),
    link: model.text().nullable(),
    size: model.text().nullable(),
    container_class: model.text().nullable(),
    wrapper_class: model.text().nullable(),
    bg_color: model.text().nullable(),
    number: model.number().nullable(),
    responsive: model.json().nullable(),
    ends_at: model.dateTime().nullable(),
    config: model.json().nullable(),
  })
  .indexes([{ on: ["page", "position"], where: "deleted_at IS NULL" }])
