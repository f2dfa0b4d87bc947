import { model } from "@medusajs/framework/utils"

/** A blog category; texts are `{fr, en, ar}` maps. */
export const BlogCategory = model
  .define("blog_category", {
    id: model.id({ prefix: "bcat" }).primaryKey(),
    slug: model.text(),
    name: model.json(),
    description: model.json().nullable(),
    thumbnail_url: model.text().nullable(),
  })
  .indexes([{ on: ["slug"], unique: true, where: "deleted_at IS NULL" }])

/**
 * A blog post. `published_at` null = draft, in the future = scheduled. Categories are an id
 * array (a post has one or two; a GIN-less `&&`/`@>` over a few hundred posts is enough).
 */
export const BlogPost = model
  .define("blog_post", {
    id: model.id({ prefix: "bpost" }).primaryKey(),
    slug: model.text(),
    title: model.json(),
    body_html: model.json().nullable(),
    editor_data: model.json().nullable(),
    thumbnail_url: model.text().nullable(),
    category_ids: model.array(),
    published_at: model.dateTime().nullable(),
    meta_description: model.json().nullable(),
  })
  .indexes([
    { on: ["slug"], unique: true, where: "deleted_at IS NULL" },
    { on: ["published_at"], where: "deleted_at IS NULL" },
  ])
