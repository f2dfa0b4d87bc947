import { Button, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useContentQuery } from "./use-content"
import { StateLine } from "../shared/state-line"
import { DocForm, type DocKind } from "./doc-form"
import { EntityTable } from "./entity-table"

const API: Record<DocKind, { path: string; key: string }> = {
  post: { path: "/admin/blog/posts", key: "posts" },
  category: { path: "/admin/blog/categories", key: "categories" },
  cms: { path: "/admin/cms-pages", key: "pages" },
}
type Doc = Record<string, unknown> & { id: string; slug: string }

/** The list of one kind of document with its create/edit drawer. */
export function DocList({ kind }: { kind: DocKind }) {
  const { t } = useTranslation()
  const { data, isLoading, error } = useContentQuery<Record<string, Doc[]>>(API[kind].path, { limit: 200 })
  const [editing, setEditing] = useState<Doc | undefined>()
  const [open, setOpen] = useState(false)
  // The list answer's key is not fixed by the contract; take the first array it holds.
  const docs = (data?.[API[kind].key] ?? Object.values(data ?? {}).find(Array.isArray) ?? []) as Doc[]
  const state = isLoading
    ? t("dzContent.loading")
    : error
      ? t("dzContent.loadError", { message: error.message })
      : !docs.length
        ? t(`dzContent.docs.${kind}.empty`)
        : null
  const rows = docs.map((d) => ({
    id: d.id,
    slug: d.slug,
    label: (kind === "category" ? d.name : d.title) as never,
    live: kind === "category" ? undefined : kind === "cms" ? !!d.published : !!d.published_at && new Date(d.published_at as string) <= new Date(),
  }))
  return (
    <div className="divide-y">
      <div className="flex items-center justify-between px-6 py-3">
        <Text size="small" className="text-ui-fg-subtle">
          {t(`dzContent.docs.${kind}.description`)}
        </Text>
        <Button
          size="small"
          variant="secondary"
          onClick={() => {
            setEditing(undefined)
            setOpen(true)
          }}
          data-testid={`${kind}-create`}
        >
          {t(`dzContent.docs.${kind}.create`)}
        </Button>
      </div>
      <StateLine message={state} isError={!!error} testId={`${kind}-state`} />
      {docs.length > 0 && (
        <EntityTable
          rows={rows}
          path={API[kind].path}
          testId={`${kind}-table`}
          onEdit={(id) => {
            setEditing(docs.find((d) => d.id === id))
            setOpen(true)
          }}
        />
      )}
      <DocForm kind={kind} doc={editing} open={open} onOpenChange={setOpen} />
    </div>
  )
}
