import { defineRouteConfig } from "@medusajs/admin-sdk"
import { SquaresPlus } from "@medusajs/icons"
import { Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { BlockForm } from "../../content/block-form"
import { BlockList } from "../../content/block-list"
import { StateLine } from "../../shared/state-line"
import { useContentQuery, useContentWrite } from "../../content/use-content"
import type { AdminBlock } from "../../content/content"
import { screenFor } from "../../staff/can"

const PAGE = "home"

/** The home page's blocks: order (drag and drop), on/off, and a form per block. */
const ContentPage = () => {
  const { t } = useTranslation()
  const { data, isLoading, error } = useContentQuery<{ blocks: AdminBlock[] }>("/admin/content/blocks", { page: PAGE })
  const reorder = useContentWrite("dzContent.toast.reordered")
  const toggle = useContentWrite("dzContent.toast.blockSaved")
  // The list shows the new order at once; it falls back to the server's order if saving fails.
  const [order, setOrder] = useState<AdminBlock[]>([])
  const [editing, setEditing] = useState<AdminBlock | undefined>()
  const [open, setOpen] = useState(false)
  useEffect(() => setOrder(data?.blocks ?? []), [data])

  const saveOrder = (next: AdminBlock[]) => {
    setOrder(next)
    reorder.mutate(
      { path: "/admin/content/blocks/reorder", body: { page: PAGE, ids: next.map((b) => b.id) } },
      {
        onError: (e) => {
          setOrder(data?.blocks ?? [])
          toast.error(t("dzContent.toast.error", { message: e.message }))
        },
      }
    )
  }
  const state = isLoading
    ? t("dzContent.loading")
    : error
      ? t("dzContent.loadError", { message: error.message })
      : !order.length
        ? t("dzContent.blocks.empty")
        : null

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-start justify-between gap-3 px-6 py-4">
        <div>
          <Heading level="h1">{t("dzContent.blocks.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t("dzContent.blocks.description")}
          </Text>
        </div>
        <div className="flex flex-wrap gap-2">
          {(["menus", "blog", "cms-pages", "theme", "shop-settings"] as const).map((to) => (
            <Button key={to} size="small" variant="transparent" asChild>
              <Link to={`/${to}`}>{t(`dzContent.nav.${to}`)}</Link>
            </Button>
          ))}
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              setEditing(undefined)
              setOpen(true)
            }}
            data-testid="block-create"
          >
            {t("dzContent.blocks.create")}
          </Button>
        </div>
      </div>
      <StateLine message={state} isError={!!error} testId="blocks-state" />
      {order.length > 0 && (
        <BlockList
          blocks={order}
          busy={reorder.isPending}
          onReorder={saveOrder}
          onEdit={(b) => {
            setEditing(b)
            setOpen(true)
          }}
          onToggle={(b, active) =>
            toggle.mutate(
              { path: `/admin/content/blocks/${b.id}`, body: { active }, name: b.title?.fr ?? "" },
              { onError: (e) => toast.error(t("dzContent.toast.error", { message: e.message })) }
            )
          }
        />
      )}
      <BlockForm block={editing} page={PAGE} open={open} onOpenChange={setOpen} />
    </Container>
  )
}

export const config = defineRouteConfig({ rank: 10, label: "dzContent.menu", translationNs: "translation", icon: SquaresPlus })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("content.write", ContentPage)
