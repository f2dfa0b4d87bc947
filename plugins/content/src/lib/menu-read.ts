import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MenuItem, MenuType } from "@shop/contracts/content"
import { pick, type Lang, type StoredTexts } from "./i18n"
import { menuPath, type Target } from "./paths"

/** One query per target kind: the targets buyers may still see (published, active, not deleted). */
const TARGET_SQL: Partial<Record<MenuType, string>> = {
  category: `select id, handle from product_category where id = any(?::text[]) and deleted_at is null and is_active and not is_internal`,
  brand: `select id, slug from brand where id = any(?::text[]) and deleted_at is null and active`,
  product: `select p.id, p.handle,
                   (select c.handle from product_category_product pcp join product_category c on c.id = pcp.product_category_id
                     where pcp.product_id = p.id and c.deleted_at is null and c.is_active and not c.is_internal order by c.rank, c.handle limit 1) as category_handle
              from product p where p.id = any(?::text[]) and p.deleted_at is null and p.status = 'published'`,
  cms: `select id, slug from cms_page where id = any(?::text[]) and deleted_at is null and published`,
  blog_category: `select id, slug from blog_category where id = any(?::text[]) and deleted_at is null`,
  blog_post: `select id, slug from blog_post where id = any(?::text[]) and deleted_at is null and published_at is not null and published_at <= now()`,
  collection: `select id, handle from product_collection where id = any(?::text[]) and deleted_at is null`,
}

type StoredMenuRow = {
  id: string
  parent_id: string | null
  position: number
  type: MenuType
  target_id: string | null
  url: string | null
  label: StoredTexts
}

/** The contract's menu item (@shop/contracts/content `MenuItem`). */
export type StoreMenuItem = MenuItem

/** Resolves every item's target, then builds the tree; an unresolvable item is left out with its children. */
export async function storeMenu(pg: Knex, location: string, lang: Lang): Promise<StoreMenuItem[]> {
  const { rows }: { rows: StoredMenuRow[] } = await pg.raw(
    `select id, parent_id, position, type, target_id, url, label from content_menu_item where location = ? and deleted_at is null order by position, id`,
    [location]
  )
  const idsByType = new Map<MenuType, string[]>()
  for (const r of rows) if (r.target_id && TARGET_SQL[r.type as MenuType]) idsByType.set(r.type, [...(idsByType.get(r.type) ?? []), r.target_id])
  const targets = new Map<string, Target>()
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const found = await pg.raw(TARGET_SQL[type]!, [ids])
      for (const t of found.rows) targets.set(`${type}:${t.id}`, t)
    })
  )
  const byParent = new Map<string | null, StoredMenuRow[]>()
  for (const r of rows) byParent.set(r.parent_id ?? null, [...(byParent.get(r.parent_id ?? null) ?? []), r])
  const build = (parent: string | null, depth: number): StoreMenuItem[] =>
    depth > 3
      ? []
      : (byParent.get(parent) ?? []).flatMap((r) => {
          const path = menuPath(r.type, r.target_id ? (targets.get(`${r.type}:${r.target_id}`) ?? null) : null, r.url)
          if (!path) return []
          return [{ id: r.id, type: r.type, label: pick(r.label, lang) ?? "", path, children: build(r.id, depth + 1) }]
        })
  return build(null, 1)
}
