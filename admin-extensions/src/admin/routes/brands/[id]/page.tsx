import { Badge, Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { StatusBadge } from "../../../shared/status-badge"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useParams } from "react-router-dom"
import { BrandForm } from "../../../catalog/brand-form"
import { BackLink } from "../../../catalog/back-link"
import { DeleteButton } from "../../../catalog/delete-button"
import { ItemForm, type ItemKind } from "../../../catalog/item-form"
import { SectionHeader } from "../../../transporters/section-header"
import { TransporterLogo } from "../../../transporters/transporter-logo"
import { useBrand } from "../../../catalog/use-catalog"
import { labelIn, type BrandLine } from "../../../catalog/catalog"
import { RTL_TABLE } from "../../../shared/rtl-table"
import { screenFor } from "../../../staff/can"

const LINE: ItemKind = { text: "name", key: "slug", logo: true }

/** One brand: its details (edit, delete) and its lines. */
const BrandPage = () => {
  const { t, i18n } = useTranslation()
  const id = useParams().id!
  const navigate = useNavigate()
  const { data, isLoading, error } = useBrand(id)
  const [editing, setEditing] = useState(false)
  const [line, setLine] = useState<BrandLine | "new" | null>(null)
  const brand = data?.brand
  if (!brand) {
    return (
      <Container>
        <Text size="small" className={error ? "text-ui-fg-error" : "text-ui-fg-muted"} data-testid="brand-state">
          {isLoading ? t("dzCatalog.loading") : t("dzCatalog.loadError", { message: error?.message })}
        </Text>
      </Container>
    )
  }
  const lines = brand.lines ?? []

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="flex flex-wrap items-start justify-between gap-4 px-6 py-4">
        <div className="flex items-start gap-x-4">
          <TransporterLogo url={brand.logo_url} name={brand.name} size="large" testId="brand-logo" />
          <div className="flex flex-col gap-y-1">
            <BackLink to="/brands" label={t("dzCatalog.brands.title")} />
            <Heading level="h1" data-testid="brand-title">
              {labelIn(i18n.language, brand.name, brand.translations, "name")}
            </Heading>
            <Text size="small" className="text-ui-fg-subtle">
              {brand.name} · {brand.translations?.en?.name ?? "—"} ·{" "}
              <span dir="rtl" lang="ar">
                {brand.translations?.ar?.name ?? "—"}
              </span>
            </Text>
            <div className="flex gap-x-2">
              <Badge size="2xsmall" className="font-mono">
                {brand.slug}
              </Badge>
              <StatusBadge color={brand.active ? "green" : "grey"}>{t(brand.active ? "dzCatalog.status.active" : "dzCatalog.status.inactive")}</StatusBadge>
            </div>
          </div>
        </div>
        <div className="flex gap-x-2">
          <Button size="small" variant="secondary" onClick={() => setEditing(true)} data-testid="brand-edit">
            {t("dzCatalog.actions.edit")}
          </Button>
          <DeleteButton
            path={`/admin/brands/${brand.id}`}
            name={brand.name}
            description={t("dzCatalog.delete.brandText")}
            testId="brand-delete"
            onDeleted={() => navigate("/brands")}
          />
        </div>
      </Container>
      <Container className="divide-y p-0">
        <SectionHeader
          title={t("dzCatalog.lines.title")}
          description={t("dzCatalog.lines.description")}
          action={t("dzCatalog.lines.create")}
          onAction={() => setLine("new")}
          testId="line-create"
        />
        {!lines.length && (
          <Text size="small" className="text-ui-fg-muted px-6 py-6 text-center">
            {t("dzCatalog.lines.empty")}
          </Text>
        )}
        {lines.length > 0 && (
          <Table className={RTL_TABLE}>
            <Table.Body>
              {lines.map((l) => (
                <Table.Row key={l.id} data-testid={`line-row-${l.slug}`}>
                  <Table.Cell>
                    <div className="flex items-center gap-x-3">
                      <TransporterLogo url={l.logo_url} name={l.name} />
                      <div>
                        <Text size="small" weight="plus">
                          {l.name}
                        </Text>
                        <Text size="xsmall" className="text-ui-fg-subtle">
                          {l.translations?.en?.name ?? "—"} ·{" "}
                          <span dir="rtl" lang="ar">
                            {l.translations?.ar?.name ?? "—"}
                          </span>
                        </Text>
                      </div>
                    </div>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge size="2xsmall" className="font-mono">
                      {l.slug}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell className="text-end">
                    <Button size="small" variant="transparent" onClick={() => setLine(l)} data-testid="line-edit">
                      {t("dzCatalog.actions.edit")}
                    </Button>
                    <DeleteButton path={`/admin/brand-lines/${l.id}`} name={l.name} description={t("dzCatalog.delete.lineText")} testId="line-delete" />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </Container>
      <BrandForm brand={brand} open={editing} onOpenChange={setEditing} />
      <ItemForm
        kind={LINE}
        item={line === "new" ? null : line}
        open={!!line}
        onOpenChange={(o) => !o && setLine(null)}
        path={line && line !== "new" ? `/admin/brand-lines/${line.id}` : `/admin/brands/${brand.id}/lines`}
        title={t(line === "new" ? "dzCatalog.lines.createTitle" : "dzCatalog.lines.editTitle")}
        toastKey="dzCatalog.toast.saved"
        testId="line-form"
      />
    </div>
  )
}

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("catalog.write", BrandPage)
