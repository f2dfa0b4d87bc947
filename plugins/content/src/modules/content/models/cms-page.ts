import { model } from "@medusajs/framework/utils"

/** A CMS page ("a-propos"), shown at /pages/<slug> when published. */
export const CmsPage = model
  .define("cms_page", {
    id: model.id({ prefix: "cms" }).primaryKey(),
    slug: model.text(),
    title: model.json(),
    body_html: model.json().nullable(),
    editor_data: model.json().nullable(),
    meta_description: model.json().nullable(),
    published: model.boolean().default(false),
  })
  .indexes([{ on: ["slug"], unique: true, where: "deleted_at IS NULL" }])
