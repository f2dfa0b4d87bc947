import { Badge, Button, Table } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useTranslation } from "react-i18next"
import { useContentWrite } from "./use-content"
import { pick, type L10n } from "./content"
import { RTL_TABLE } from "../shared/rtl-table"

export type Row = { id: string; slug: string; label: L10n; live?: boolean }

/** A list of posts, categories or CMS pages: name (click to edit), slug, published state, delete. */
export function EntityTable({ rows, path, testId, onEdit }: { rows: Row[]; path: string; testId: string; onEdit: (id: string) => void }) {
  const { t, i18n } = useTranslation()
  const remove = useContentWrite("dzContent.toast.deleted")
  return (
    <Table className={RTL_TABLE} data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>{t("dzContent.fields.title")}</Table.HeaderCell>
          <Table.HeaderCell>{t("dzContent.fields.slug")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzContent.fields.status")}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.id} data-testid={`${testId}-row-${r.slug}`}>
            <Table.Cell>
              <button type="button" className="text-ui-fg-interactive hover:underline" onClick={() => onEdit(r.id)}>
                {pick(r.label, i18n.language) || r.slug}
              </button>
            </Table.Cell>
            <Table.Cell>
              <Badge size="2xsmall" className="font-mono">
                {r.slug}
              </Badge>
            </Table.Cell>
            <Table.Cell className="text-end">
              <div className="flex items-center justify-end gap-x-2">
                {r.live !== undefined && (
                  <StatusBadge color={r.live ? "green" : "grey"}>{t(r.live ? "dzContent.status.published" : "dzContent.status.draft")}</StatusBadge>
                )}
                <Button
                  size="small"
                  variant="transparent"
                  isLoading={remove.isPending}
                  onClick={() =>
                    window.confirm(t("dzContent.confirmDelete", { name: r.slug })) && remove.mutate({ path: `${path}/${r.id}`, method: "DELETE", name: r.slug })
                  }
                >
                  {t("dzContent.actions.delete")}
                </Button>
              </div>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
