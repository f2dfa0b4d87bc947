import type { MedusaContainer } from "@medusajs/framework/types"
import { CONTENT_MODULE, type ContentModuleService } from "@shop/content/modules/content"
import { ensureDemoCollection, loadRefs, readContent, uploadContentImages, type Refs } from "./content-refs"

type Texts = Record<string, string>

/** The shapes of data/content's files, as this seed reads them (human keys, not ids). */
type BlockConfigSeed = {
  category?: string
  brand?: string
  brand_line?: string[]
  collection?: string
  tag_value?: string
  products?: string[]
  post?: string
}
type BlockSeed = {
  type: string
  title?: Texts
  html?: Texts
  show_title?: boolean
  images?: { file: string; alt: Texts }[]
  link?: string
  size?: string
  bg_color?: string
  number?: number
  responsive?: Record<string, number>
  config?: BlockConfigSeed
}
type BlogSeed = {
  categories: { slug: string; name: Texts; description: Texts; thumbnail: string }[]
  posts: { slug: string; categories: string[]; days_ago: number; thumbnail: string; title: Texts; body_html: Texts; meta_description: Texts }[]
}

/** Block config of data/content (human keys) → the stored config (ids). */
function blockConfig(c: BlockConfigSeed | undefined, refs: Refs) {
  if (!c) return {}
  const out: Record<string, unknown> = {}
  if (c.category) out.category_id = refs.category.get(c.category)
  if (c.brand) out.brand_id = refs.brand.get(c.brand)
  if (c.brand_line) out.brand_line_id = refs.line.get(c.brand_line.join("/"))
  if (c.collection) out.collection_id = refs.collection.get(c.collection)
  if (c.tag_value) out.tag_value = c.tag_value
  if (c.products) out.product_ids = c.products.map((h: string) => refs.product.get(h)).filter(Boolean)
  if (c.post) out.post_id = refs.blog_post.get(c.post)
  return out
}

type MenuSeed = { type: string; target?: string; url?: string; label: Texts; children?: MenuSeed[] }

/**
 * Demo content (data/content): settings, the blog, the "a-propos" page, the home page using
 * every block type and the header/footer menus, in fr/en/ar. Idempotent: each part is created
 * only when missing (by slug, or when the page/menu is empty), so a merchant's edits survive
 * and a second run adds nothing.
 */
export async function seedContent(container: MedusaContainer) {
  const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
  const refs = await loadRefs(container)
  const inserted = {
    collections: await ensureDemoCollection(container, refs),
    settings: 0,
    blog_categories: 0,
    blog_posts: 0,
    cms_pages: 0,
    blocks: 0,
    menu_items: 0,
  }

  const [settings] = await content.listContentSettings({ key: "settings" })
  if (!settings) {
    await content.createContentSettings({ key: "settings", value: readContent<{ settings: Record<string, unknown> }>("settings.json").settings })
    inserted.settings = 1
  }

  const blog = readContent<BlogSeed>("blog.json")
  const missingCats = blog.categories.filter((c) => !refs.blog_category.has(c.slug))
  const missingPosts = blog.posts.filter((p) => !refs.blog_post.has(p.slug))
  const home = readContent<{ page: string; blocks: BlockSeed[] }>("home.json")
  const homeEmpty = !(await content.listContentBlocks({ page: home.page }, { take: 1 })).length
  const images = await uploadContentImages(container, [
    ...missingCats.map((c) => c.thumbnail),
    ...missingPosts.map((p) => p.thumbnail),
    ...(homeEmpty ? home.blocks.flatMap((b) => (b.images ?? []).map((i) => i.file)) : []),
  ])
  for (const c of missingCats) {
    const created = await content.createBlogCategories({
      slug: c.slug,
      name: c.name,
      description: c.description,
      thumbnail_url: images.get(c.thumbnail) ?? null,
    })
    refs.blog_category.set(c.slug, created.id)
    inserted.blog_categories++
  }
  for (const p of missingPosts) {
    const created = await content.createBlogPosts({
      slug: p.slug,
      title: p.title,
      body_html: p.body_html,
      meta_description: p.meta_description,
      thumbnail_url: images.get(p.thumbnail) ?? null,
      category_ids: p.categories.map((s: string) => refs.blog_category.get(s)).filter((id): id is string => !!id),
      published_at: new Date(Date.now() - p.days_ago * 86400_000),
    })
    refs.blog_post.set(p.slug, created.id)
    inserted.blog_posts++
  }

  for (const page of readContent<{ pages: { slug: string; published: boolean; title: Texts; body_html: Texts; meta_description: Texts }[] }>("pages.json")
    .pages) {
    if (refs.cms.has(page.slug)) continue
    const created = await content.createCmsPages(page)
    refs.cms.set(page.slug, created.id)
    inserted.cms_pages++
  }

  if (homeEmpty) {
    const rows = home.blocks.map((b, position) => ({
      page: home.page,
      type: b.type,
      active: true,
      position,
      title: b.title ?? null,
      html: b.html ?? null,
      show_title: b.show_title ?? true,
      // model.json() is typed as an object; the column holds this array.
      images: (b.images ?? []).map((i) => ({ url: images.get(i.file), alt: i.alt })).filter((i) => i.url) as unknown as Record<string, unknown>,
      link: b.link ?? null,
      size: b.size ?? null,
      bg_color: b.bg_color ?? null,
      number: b.number ?? null,
      responsive: b.responsive ?? null,
      config: blockConfig(b.config, refs),
    }))
    await content.createContentBlocks(rows)
    inserted.blocks = rows.length
  }

  const menus = readContent<Record<string, MenuSeed[]>>("menus.json")
  for (const [location, items] of Object.entries(menus)) {
    if ((await content.listMenuItems({ location }, { take: 1 })).length) continue
    const add = async (list: MenuSeed[], parent_id: string | null) => {
      for (const [position, it] of list.entries()) {
        const target_id = it.target ? (refs as Partial<Record<string, Map<string, string>>>)[it.type]?.get(it.target) : null
        if (it.type !== "link" && !target_id) continue
        const created = await content.createMenuItems({ location, parent_id, position, type: it.type, target_id, url: it.url ?? null, label: it.label })
        inserted.menu_items++
        if (it.children) await add(it.children, created.id)
      }
    }
    await add(items, null)
  }
  return inserted
}
