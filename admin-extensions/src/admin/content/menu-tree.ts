/** The menu editor's tree operations, pure so they are unit tested; the API takes the whole tree on PUT. */
import type { MenuType } from "@shop/contracts/content"
import type { L10n } from "./content"

export { MENU_TYPES } from "@shop/contracts/content"
export type { MenuType } from "@shop/contracts/content"
export const MENU_MAX_DEPTH = 3
/** The lookup kind (GET /admin/content/lookups/:kind) each type picks its target from; link has a URL instead. */
export const LOOKUP_OF: Record<MenuType, string | null> = {
  category: "categories",
  brand: "brands",
  product: "products",
  link: null,
  cms: "cms_pages",
  blog_category: "blog_categories",
  blog_post: "blog_posts",
  collection: "collections",
}

export type MenuNode = {
  key: string
  id?: string
  type: MenuType
  target_id: string | null
  target_name?: string
  url: string | null
  label: L10n
  children: MenuNode[]
}
/** A path of indexes from the root list to one node. */
export type NodePath = number[]

let seq = 0
export const newKey = () => `n${Date.now().toString(36)}${(seq++).toString(36)}`

const mapAt = (nodes: MenuNode[], path: NodePath, fn: (siblings: MenuNode[], i: number) => MenuNode[]): MenuNode[] => {
  if (path.length === 1) return fn(nodes, path[0])
  const [head, ...rest] = path
  return nodes.map((n, i) => (i === head ? { ...n, children: mapAt(n.children, rest, fn) } : n))
}

export const nodeAt = (nodes: MenuNode[], path: NodePath): MenuNode | undefined =>
  path.reduce<{ list: MenuNode[]; node?: MenuNode }>((acc, i) => ({ node: acc.list[i], list: acc.list[i]?.children ?? [] }), { list: nodes }).node

/** Depth of a subtree: 1 for a leaf. */
export const depthOf = (n: MenuNode): number => 1 + Math.max(0, ...n.children.map(depthOf))

export function updateNode(nodes: MenuNode[], path: NodePath, patch: Partial<MenuNode>) {
  return mapAt(nodes, path, (sib, i) => sib.map((n, j) => (j === i ? { ...n, ...patch } : n)))
}
export function removeNode(nodes: MenuNode[], path: NodePath) {
  return mapAt(nodes, path, (sib, i) => sib.filter((_, j) => j !== i))
}
/** Adds a child under `parent` ([] = top level); refused (null) when it would go deeper than three levels. */
export function addChild(nodes: MenuNode[], parent: NodePath, node: MenuNode): MenuNode[] | null {
  if (parent.length + 1 > MENU_MAX_DEPTH) return null
  if (!parent.length) return [...nodes, node]
  return updateNode(nodes, parent, { children: [...(nodeAt(nodes, parent)?.children ?? []), node] })
}
/** Up/down among its siblings. */
export function moveSibling(nodes: MenuNode[], path: NodePath, delta: -1 | 1) {
  return mapAt(nodes, path, (sib, i) => {
    const j = i + delta
    if (j < 0 || j >= sib.length) return sib
    const next = [...sib]
    ;[next[i], next[j]] = [next[j], next[i]]
    return next
  })
}
/** Indent: becomes the last child of its previous sibling (if the depth stays within 3). */
export function indent(nodes: MenuNode[], path: NodePath): MenuNode[] {
  const i = path[path.length - 1]
  if (i === 0) return nodes
  const node = nodeAt(nodes, path)!
  if (path.length + depthOf(node) > MENU_MAX_DEPTH) return nodes
  const prevPath = [...path.slice(0, -1), i - 1]
  const prev = nodeAt(nodes, prevPath)!
  const withChild = updateNode(nodes, prevPath, { children: [...prev.children, node] })
  return removeNode(withChild, path)
}
/** Outdent: leaves its parent and comes right after it. */
export function outdent(nodes: MenuNode[], path: NodePath): MenuNode[] {
  if (path.length < 2) return nodes
  const node = nodeAt(nodes, path)!
  const parentPath = path.slice(0, -1)
  const without = removeNode(nodes, path)
  const at = parentPath[parentPath.length - 1] + 1
  return mapAt(without, parentPath, (sib) => [...sib.slice(0, at), node, ...sib.slice(at)])
}

type ApiItem = { id?: string; type: MenuType; target_id: string | null; url: string | null; label: L10n; children: ApiItem[]; target_name?: string }
export const fromApi = (items: ApiItem[]): MenuNode[] =>
  items.map((i) => ({
    key: i.id ?? newKey(),
    id: i.id,
    type: i.type,
    target_id: i.target_id ?? null,
    target_name: i.target_name,
    url: i.url ?? null,
    label: { fr: i.label?.fr ?? "", en: i.label?.en ?? "", ar: i.label?.ar ?? "" },
    children: fromApi(i.children ?? []),
  }))
export const toApi = (nodes: MenuNode[]): ApiItem[] =>
  nodes.map((n) => ({
    ...(n.id ? { id: n.id } : {}),
    type: n.type,
    target_id: n.type === "link" ? null : n.target_id,
    url: n.type === "link" ? n.url : null,
    label: n.label,
    children: toApi(n.children),
  }))

/** What blocks saving: a French label, a target (or a URL for links). Returns the paths of the bad nodes. */
export function invalidNodes(nodes: MenuNode[], base: NodePath = []): NodePath[] {
  return nodes.flatMap((n, i) => {
    const p = [...base, i]
    const bad = !n.label.fr.trim() || (n.type === "link" ? !/^(https?:\/\/|\/)/.test(n.url?.trim() ?? "") : !n.target_id)
    return [...(bad ? [p] : []), ...invalidNodes(n.children, p)]
  })
}
