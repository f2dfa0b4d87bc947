import { ArrowUturnLeft } from "@medusajs/icons"
import { Container, Table, Text } from "@medusajs/ui"
import { LtrSwitch } from "../../../shared/ltr-switch"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { QueryState } from "../../../shared/query-state"
import { SearchHeader } from "../../../shared/search-header"
import { useDebounced } from "../../../shared/use-debounced"
import { useCommunes, useToggleDeliverable, useWilaya } from "../../../geo/use-geo"
import { pad2 } from "../../../geo/types"
import { RTL_TABLE } from "../../../shared/rtl-table"
import { screenFor } from "../../../staff/can"

const WilayaCommunesPage = () => {
  const { t } = useTranslation()
  const code = Number(useParams().code)
  const [search, setSearch] = useState("")
  const q = useDebounced(search.trim())
  const wilaya = useWilaya(code).data?.wilaya
  const { data, isLoading, error } = useCommunes(code, q)
  const toggleCommune = useToggleDeliverable("commune")
  const toggleWilaya = useToggleDeliverable("wilaya")
  const communes = data?.communes ?? []
  const name = wilaya ? `${pad2(wilaya.code)} ${wilaya.name_fr}` : pad2(code)

  return (
    <Container className="divide-y p-0">
      <SearchHeader
        title={t("dzGeo.communes.title", { name })}
        summary={data ? t("dzGeo.communes.summary", { count: data.count, deliverable: communes.filter((c) => c.deliverable).length }) : undefined}
        search={search}
        placeholder={t("dzGeo.communes.search")}
        onSearch={setSearch}
      >
        <Link to="/wilayas" className="text-ui-fg-subtle hover:text-ui-fg-base flex w-fit items-center gap-x-1 text-sm" data-testid="geo-back">
          <ArrowUturnLeft className="rtl:-scale-x-100" />
          {t("dzGeo.communes.back")}
        </Link>
      </SearchHeader>
      {wilaya && (
        <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-3">
          <Text size="small" className={wilaya.deliverable ? "text-ui-fg-subtle" : "text-ui-fg-error"} data-testid="wilaya-off-note">
            {wilaya.deliverable ? (
              <span dir="rtl" lang="ar">
                {wilaya.name_ar}
              </span>
            ) : (
              t("dzGeo.communes.wilayaOff")
            )}
          </Text>
          <label className="flex items-center gap-x-2 text-sm">
            {t("dzGeo.communes.wilayaSwitch")}
            <LtrSwitch
              checked={wilaya.deliverable}
              data-testid="wilaya-switch"
              onCheckedChange={(deliverable) => toggleWilaya.mutate({ target: wilaya.code, name: wilaya.name_fr, deliverable })}
            />
          </label>
        </div>
      )}
      <QueryState isLoading={isLoading} error={error} empty={!!data && !communes.length} />
      {communes.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzGeo.columns.nameFr")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzGeo.columns.nameAr")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzGeo.columns.daira")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzGeo.columns.postalCode")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzGeo.columns.deliverable")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {communes.map((c) => (
              <Table.Row key={c.id} data-testid={`commune-row-${c.code}`}>
                <Table.Cell>{c.name_fr}</Table.Cell>
                <Table.Cell>
                  <span dir="rtl" lang="ar">
                    {c.name_ar}
                  </span>
                </Table.Cell>
                <Table.Cell>{c.daira ?? "—"}</Table.Cell>
                <Table.Cell className="font-mono">{c.postal_code ?? "—"}</Table.Cell>
                <Table.Cell className="text-end">
                  <LtrSwitch
                    checked={c.deliverable}
                    aria-label={`${t("dzGeo.columns.deliverable")} ${c.name_fr}`}
                    data-testid={`commune-switch-${c.code}`}
                    onCheckedChange={(deliverable) => toggleCommune.mutate({ target: c.id, name: c.name_fr, deliverable })}
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

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("settings.write", WilayaCommunesPage)
