import { generateEntityId, MedusaError } from "@medusajs/framework/utils"
import type { PutAdminMenuSchemaType } from "../api/validators"
import type { MenuType } from "@shop/contracts/content"
import { full, type Lang, type StoredTexts } from "./i18n"

/** A menu item as stored (flattenMenu writes these; menuTree reads them back). */
export type MenuRow = {
  id: string
  location: string
  parent_id: string | null
  position: number
  type: MenuType
  target_id?: string | null
  url?: string | null
  label: Record<Lang, string | null>
}
type StoredMenuItem = { id: string; parent_id: string | null; position: number; type: string; target_id: string | null; url: string | null; label: StoredTexts }
type MenuNode = { id: string; type: string; target_id: string | null; url: string | null; label: Record<Lang, string | null>; children: MenuNode[] }

export const MENU_MAX_DEPTH = 3

type In = PutAdminMenuSchemaType["items"][number]

/** Flattens the admin's tree into rows (parent_id + position); 400 naming the path of an item nested too deep. */
export function flattenMenu(location: string, items: In[]) {
  const rows: MenuRow[] = []
  const seen = new Set<string>()
  const walk = (list: In[], parent_id: string | null, depth: number, path: string) => {
    list.forEach((it, position) => {
      const here = `${path}[${position}]`
      if (depth > MENU_MAX_DEPTH) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid ${here}: menus are at most ${MENU_MAX_DEPTH} levels deep`)
      // keep the admin's id when it is one of ours and unique, so its screen state survives a save
      const id = it.id && /^cmnu_[A-Za-z0-9]+$/.test(it.id) && !seen.has(it.id) ? it.id : generateEntityId(undefined, "cmnu")
      seen.add(id)
      rows.push({
        id,
        location,
        parent_id,
        position,
        type: it.type,
        target_id: it.type === "link" ? null : it.target_id,
        url: it.type === "link" ? it.url : null,
        label: full(it.label),
      })
      walk(it.children ?? [], id, depth + 1, `${here}.children`)
    })
  }
  walk(items, null, 1, "items")
  return rows
}

/** The stored rows as the admin's tree, by position. */
export function menuTree(rows: StoredMenuItem[]) {
  const byParent = new Map<string | null, StoredMenuItem[]>()
  for (const r of rows) byParent.set(r.parent_id ?? null, [...(byParent.get(r.parent_id ?? null) ?? []), r])
  const build = (parent: string | null): MenuNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((r) => ({ id: r.id, type: r.type, target_id: r.target_id ?? null, url: r.url ?? null, label: full(r.label), children: build(r.id) }))
  return build(null)
}
