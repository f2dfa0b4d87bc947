import { ArrowDownMini, ArrowUpMini, ArrowLeftMini, ArrowRightMini, PencilSquare, Plus, Trash } from "@medusajs/icons"
import { Badge, IconButton, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { pick } from "./content"
import { MENU_MAX_DEPTH, type MenuNode, type NodePath } from "./menu-tree"

export type TreeAction = "edit" | "add" | "remove" | "up" | "down" | "indent" | "outdent"

/** The menu as nested lists; every item carries its own buttons (keyboard reachable). */
export function MenuTreeView({
  nodes,
  base = [],
  onAction,
  invalid,
}: {
  nodes: MenuNode[]
  base?: NodePath
  onAction: (a: TreeAction, p: NodePath) => void
  invalid: string[]
}) {
  const { t, i18n } = useTranslation()
  // Indent/outdent arrows point the way the text flows: in Arabic "deeper" is to the left.
  const rtl = i18n.dir?.() === "rtl"
  return (
    <ul className={base.length ? "ms-6 mt-1 flex flex-col gap-y-1 border-s ps-3" : "flex flex-col gap-y-1"}>
      {nodes.map((n, i) => {
        const p = [...base, i]
        const tid = p.join("-")
        return (
          <li key={n.key} data-testid={`menu-node-${tid}`}>
            <div
              className={`shadow-borders-base flex items-center gap-x-2 rounded-md px-2 py-1 ${invalid.includes(tid) ? "bg-ui-tag-red-bg" : "bg-ui-bg-base"}`}
            >
              <Text size="small" weight="plus" className="flex-1 truncate" data-testid={`menu-label-${tid}`}>
                {pick(n.label, i18n.language) || "—"}
              </Text>
              <Badge size="2xsmall">{t(`dzContent.menus.types.${n.type}`)}</Badge>
              <IconButton
                size="small"
                variant="transparent"
                aria-label={t("dzContent.actions.edit")}
                onClick={() => onAction("edit", p)}
                data-testid={`menu-edit-${tid}`}
              >
                <PencilSquare />
              </IconButton>
              <IconButton
                size="small"
                variant="transparent"
                disabled={p.length >= MENU_MAX_DEPTH}
                aria-label={t("dzContent.menus.addChild")}
                onClick={() => onAction("add", p)}
                data-testid={`menu-add-${tid}`}
              >
                <Plus />
              </IconButton>
              <IconButton size="small" variant="transparent" disabled={i === 0} aria-label={t("dzContent.actions.moveUp")} onClick={() => onAction("up", p)}>
                <ArrowUpMini />
              </IconButton>
              <IconButton
                size="small"
                variant="transparent"
                disabled={i === nodes.length - 1}
                aria-label={t("dzContent.actions.moveDown")}
                onClick={() => onAction("down", p)}
              >
                <ArrowDownMini />
              </IconButton>
              <IconButton
                size="small"
                variant="transparent"
                disabled={p.length < 2}
                aria-label={t("dzContent.menus.outdent")}
                onClick={() => onAction("outdent", p)}
              >
                {rtl ? <ArrowRightMini /> : <ArrowLeftMini />}
              </IconButton>
              <IconButton size="small" variant="transparent" disabled={i === 0} aria-label={t("dzContent.menus.indent")} onClick={() => onAction("indent", p)}>
                {rtl ? <ArrowLeftMini /> : <ArrowRightMini />}
              </IconButton>
              <IconButton
                size="small"
                variant="transparent"
                aria-label={t("dzContent.actions.remove")}
                onClick={() => onAction("remove", p)}
                data-testid={`menu-remove-${tid}`}
              >
                <Trash />
              </IconButton>
            </div>
            {n.children.length > 0 && <MenuTreeView nodes={n.children} base={p} onAction={onAction} invalid={invalid} />}
          </li>
        )
      })}
    </ul>
  )
}
