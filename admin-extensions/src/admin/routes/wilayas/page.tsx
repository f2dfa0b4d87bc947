import { defineRouteConfig } from "@medusajs/admin-sdk"
import { MapPin } from "@medusajs/icons"
import { Badge, Container, Table, Text } from "@medusajs/ui"
import { LtrSwitch } from "../../shared/ltr-switch"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { QueryState } from "../../shared/query-state"
import { SearchHeader } from "../../shared/search-header"
import { useDebounced } from "../../shared/use-debounced"
import { useToggleDeliverable, useWilayas } from "../../geo/use-geo"
import { pad2 } from "../../geo/types"
import { RTL_TABLE } from "../../shared/rtl-table"
import { screenFor } from "../../staff/can"

const WilayasPage = () => {
  const { t } = useTranslation()
  const [search, setSearch] = useState("")
  const q = useDebounced(search.trim())
  const { data, isLoading, error } = useWilayas(q)
  const toggle = useToggleDeliverable("wilaya")
  const wilayas = data?.wilayas ?? []
  const names = new Map(wilayas.map((w) => [w.code, w.name_fr]))

  return (
    <Container className="divide-y p-0">
      <SearchHeader
        title={t("dzGeo.title")}
        description={t("dzGeo.description")}
        summary={data ? t("dzGeo.summary", { count: data.count, deliverable: wilayas.filter((w) => w.deliverable).length }) : undefined}
        search={search}
        placeholder={t("dzGeo.search")}
        onSearch={setSearch}
      />
      <QueryState isLoading={isLoading} error={error} empty={!!data && !wilayas.length} />
      {wilayas.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzGeo.columns.code")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzGeo.columns.nameFr")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzGeo.columns.nameAr")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzGeo.columns.communes")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzGeo.columns.deliverable")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {wilayas.map((w) => (
              <Table.Row key={w.id} data-testid={`wilaya-row-${w.code}`}>
                <Table.Cell className="font-mono">{pad2(w.code)}</Table.Cell>
                <Table.Cell>
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/wilayas/${w.code}`}
                      className="text-ui-fg-interactive hover:underline"
                      data-testid={`wilaya-link-${w.code}`}
                      title={t("dzGeo.open")}
                    >
                      {w.name_fr}
                    </Link>
                    {w.code !== w.code_58 && (
                      <Badge size="2xsmall" color="blue">
                        {t("dzGeo.newWilaya", { mother: `${pad2(w.code_58)}${names.get(w.code_58) ? ` ${names.get(w.code_58)}` : ""}` })}
                      </Badge>
                    )}
                  </div>
                </Table.Cell>
                <Table.Cell>
                  <span dir="rtl" lang="ar">
                    {w.name_ar}
                  </span>
                </Table.Cell>
                <Table.Cell>
                  <Text size="small" className={w.deliverable_commune_count < w.commune_count ? "text-ui-fg-subtle" : ""}>
                    {t("dzGeo.communeCount", { deliverable: w.deliverable_commune_count, total: w.commune_count })}
                  </Text>
                </Table.Cell>
                <Table.Cell className="text-end">
                  <LtrSwitch
                    checked={w.deliverable}
                    aria-label={`${t("dzGeo.columns.deliverable")} ${w.name_fr}`}
                    data-testid={`wilaya-switch-${w.code}`}
                    onCheckedChange={(deliverable) => toggle.mutate({ target: w.code, name: w.name_fr, deliverable })}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ rank: 21, label: "dzGeo.menu", translationNs: "translation", icon: MapPin })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("settings.write", WilayasPage)
