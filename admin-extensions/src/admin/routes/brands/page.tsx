import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Tag } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { StatusBadge } from "../../shared/status-badge"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { BrandForm } from "../../catalog/brand-form"
import { TransporterLogo } from "../../transporters/transporter-logo"
import { useBrands } from "../../catalog/use-catalog"
import { labelIn } from "../../catalog/catalog"
import { RTL_TABLE } from "../../shared/rtl-table"
import { StateLine } from "../../shared/state-line"
import { screenFor } from "../../staff/can"

/** The shop's brands: logo, names in three languages, and their lines one click away. */
const BrandsPage = () => {
  const { t, i18n } = useTranslation()
  const { data, isLoading, error } = useBrands()
  const [creating, setCreating] = useState(false)
  const brands = data?.brands ?? []
  const state = isLoading
    ? t("dzCatalog.loading")
    : error
      ? t("dzCatalog.loadError", { message: error.message })
      : !brands.length
        ? t("dzCatalog.brands.empty")
        : null

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-start justify-between gap-3 px-6 py-4">
        <div>
          <Heading level="h1">{t("dzCatalog.brands.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t("dzCatalog.brands.description")}
          </Text>
        </div>
        <div className="flex gap-x-2">
          <Button size="small" variant="transparent" asChild>
            <Link to="/features" data-testid="features-link">
              {t("dzCatalog.features.title")}
            </Link>
          </Button>
          <Button size="small" variant="secondary" onClick={() => setCreating(true)} data-testid="brand-create">
            {t("dzCatalog.brands.create")}
          </Button>
        </div>
      </div>
      <StateLine message={state} isError={!!error} testId="brands-state" />
      {brands.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzCatalog.fields.name")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCatalog.fields.translations")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCatalog.fields.slug")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzCatalog.fields.active")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {brands.map((b) => (
              <Table.Row key={b.id} data-testid={`brand-row-${b.slug}`}>
                <Table.Cell>
                  <Link to={`/brands/${b.id}`} className="text-ui-fg-interactive flex items-center gap-x-3 hover:underline">
                    <TransporterLogo url={b.logo_url} name={b.name} />
                    {labelIn(i18n.language, b.name, b.translations, "name")}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <Text size="xsmall" className="text-ui-fg-subtle">
                    {b.translations?.en?.name ?? "—"} ·{" "}
                    <span dir="rtl" lang="ar">
                      {b.translations?.ar?.name ?? "—"}
                    </span>
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Badge size="2xsmall" className="font-mono">
                    {b.slug}
                  </Badge>
                </Table.Cell>
                <Table.Cell className="text-end">
                  <StatusBadge color={b.active ? "green" : "grey"}>{t(b.active ? "dzCatalog.status.active" : "dzCatalog.status.inactive")}</StatusBadge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <BrandForm open={creating} onOpenChange={setCreating} />
    </Container>
  )
}

export const config = defineRouteConfig({ nested: "/products", rank: 1, label: "dzCatalog.menu", translationNs: "translation", icon: Tag })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("catalog.write", BrandsPage)
