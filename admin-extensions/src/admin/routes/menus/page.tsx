import { defineRouteConfig } from "@medusajs/admin-sdk"
import { BarsThree } from "@medusajs/icons"
import { Button, Container, Heading, Tabs, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { MenuItemForm } from "../../content/menu-item-form"
import { MenuTreeView, type TreeAction } from "../../content/menu-tree-view"
import { StateLine } from "../../shared/state-line"
import { useContentQuery, useContentWrite } from "../../content/use-content"
import { emptyL10n } from "../../content/content"
import {
  addChild,
  fromApi,
  indent,
  invalidNodes,
  moveSibling,
  newKey,
  nodeAt,
  outdent,
  removeNode,
  toApi,
  updateNode,
  type MenuNode,
  type NodePath,
} from "../../content/menu-tree"
import { screenFor } from "../../staff/can"

const LOCATIONS = ["header", "footer"] as const

/** One menu's tree, edited locally and saved whole with PUT (the API replaces the tree). */
function MenuEditor({ location }: { location: string }) {
  const { t } = useTranslation()
  const { data, isLoading, error } = useContentQuery<{ menu: { items: Parameters<typeof fromApi>[0] } }>(`/admin/content/menus/${location}`)
  const save = useContentWrite("dzContent.toast.menuSaved")
  const [tree, setTree] = useState<MenuNode[]>([])
  const [dirty, setDirty] = useState(false)
  const [form, setForm] = useState<{ node: MenuNode; path: NodePath | null; parent: NodePath } | null>(null)
  useEffect(() => {
    setTree(fromApi(data?.menu?.items ?? []))
    setDirty(false)
  }, [data])

  const change = (next: MenuNode[] | null) => {
    if (!next) return toast.error(t("dzContent.menus.tooDeep"))
    setTree(next)
    setDirty(true)
  }
  const blank = (): MenuNode => ({ key: newKey(), type: "category", target_id: null, url: null, label: emptyL10n(), children: [] })
  const act = (a: TreeAction, p: NodePath) => {
    if (a === "edit") return setForm({ node: nodeAt(tree, p)!, path: p, parent: p.slice(0, -1) })
    if (a === "add") return setForm({ node: blank(), path: null, parent: p })
    change(
      a === "remove"
        ? removeNode(tree, p)
        : a === "up"
          ? moveSibling(tree, p, -1)
          : a === "down"
            ? moveSibling(tree, p, 1)
            : a === "indent"
              ? indent(tree, p)
              : outdent(tree, p)
    )
  }
  const invalid = invalidNodes(tree).map((p) => p.join("-"))
  const submit = () => {
    if (invalid.length) return toast.error(t("dzContent.menus.fixItems"))
    save.mutate(
      { path: `/admin/content/menus/${location}`, method: "PUT", body: { items: toApi(tree) }, name: t(`dzContent.menus.locations.${location}`) },
      {
        onSuccess: () => setDirty(false),
        onError: (e) => toast.error(t("dzContent.toast.error", { message: e.message })),
      }
    )
  }
  const state = isLoading
    ? t("dzContent.loading")
    : error
      ? t("dzContent.loadError", { message: error.message })
      : !tree.length
        ? t("dzContent.menus.empty")
        : null

  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid={`menu-editor-${location}`}>
      <StateLine message={state} isError={!!error} testId="menu-state" />
      <MenuTreeView nodes={tree} onAction={act} invalid={invalid} />
      <div className="flex gap-x-2">
        <Button size="small" variant="secondary" onClick={() => setForm({ node: blank(), path: null, parent: [] })} data-testid="menu-add-root">
          {t("dzContent.menus.add")}
        </Button>
        <Button size="small" disabled={!dirty} isLoading={save.isPending} onClick={submit} data-testid="menu-save">
          {t("dzContent.actions.save")}
        </Button>
      </div>
      <MenuItemForm
        node={form?.node ?? null}
        open={!!form}
        onOpenChange={(o) => !o && setForm(null)}
        onSave={(n) => form && change(form.path ? updateNode(tree, form.path, n) : addChild(tree, form.parent, n))}
      />
    </div>
  )
}

const MenusPage = () => {
  // Radix Tabs writes dir="ltr" on its root unless told: the Arabic tree would be laid out left to right.
  const { t, i18n } = useTranslation()
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("dzContent.menus.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
          {t("dzContent.menus.description")}
        </Text>
      </div>
      <Tabs defaultValue="header" className="pt-3" dir={i18n.dir?.() ?? "ltr"}>
        <Tabs.List className="px-6">
          {LOCATIONS.map((l) => (
            <Tabs.Trigger key={l} value={l} data-testid={`menu-tab-${l}`}>
              {t(`dzContent.menus.locations.${l}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LOCATIONS.map((l) => (
          <Tabs.Content key={l} value={l}>
            <MenuEditor location={l} />
          </Tabs.Content>
        ))}
      </Tabs>
    </Container>
  )
}

export const config = defineRouteConfig({ rank: 13, label: "dzContent.nav.menus", translationNs: "translation", icon: BarsThree })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("content.write", MenusPage)
