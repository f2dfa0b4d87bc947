import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ShoppingCart } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Input, Label, Select, Switch, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import type { PosSale } from "@shop/contracts/pos"
import { formatDaIsolated } from "../../shared/price"
import { RTL_TABLE } from "../../shared/rtl-table"
import { StateLine } from "../../shared/state-line"
import { Can, screenFor } from "../../staff/can"
import { TILL_PAGE, useAssignCashier, useCashiers, useLocations, useSaveSettings, useTillSales, useTillSettings } from "../../pos/use-till"
import { useCan } from "../../staff/use-permissions"

const when = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === "ar" ? "ar-DZ-u-nu-latn" : lang, { dateStyle: "short", timeStyle: "short", timeZone: "Africa/Algiers" }).format(
    new Date(iso)
  )

function SaleRow({ sale }: { sale: PosSale }) {
  const { t, i18n } = useTranslation()
  return (
    <Table.Row data-testid="till-sale">
      <Table.Cell>{when(sale.made_at, i18n.language)}</Table.Cell>
      <Table.Cell>
        <Link className="text-ui-fg-interactive" to={`/orders/${sale.order_id}`}>
          {sale.display_id ? `#${sale.display_id}` : sale.client_id.slice(0, 8)}
        </Link>
      </Table.Cell>
      <Table.Cell>{sale.location.name}</Table.Cell>
      <Table.Cell>{sale.cashier.name}</Table.Cell>
      <Table.Cell>{t(`dzTill.types.${sale.order_type}`)}</Table.Cell>
      <Table.Cell>{t(`dzTill.payments.${sale.payment.type}`)}</Table.Cell>
      <Table.Cell className="text-end">{formatDaIsolated(sale.total)}</Table.Cell>
      <Table.Cell>
        <div className="flex flex-wrap gap-1">
          {sale.offline && <Badge size="2xsmall">{t("dzTill.offline")}</Badge>}
          {sale.flags.map((f, i) => (
            <Badge key={i} size="2xsmall" color="red">
              {f.code === "out_of_stock"
                ? t("dzTill.flags.out_of_stock", { title: f.title, missing: f.missing })
                : t("dzTill.flags.total_changed", { shown: formatDaIsolated(f.shown), charged: formatDaIsolated(f.charged) })}
            </Badge>
          ))}
        </div>
      </Table.Cell>
    </Table.Row>
  )
}

function Settings() {
  const { t } = useTranslation()
  const { data } = useTillSettings()
  const save = useSaveSettings()
  // what the owner typed, else the saved limit
  const [draft, setLimit] = useState<string | null>(null)
  const limit = draft ?? (data ? String(data.settings.max_line_discount_percent) : "")
  const value = Number(limit)
  const valid = limit.trim() !== "" && Number.isInteger(value) && value >= 0 && value <= 100
  return (
    <form
      className="flex flex-wrap items-end gap-3 px-6 py-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (valid) save.mutate({ max_line_discount_percent: value })
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="till-discount">{t("dzTill.discountLimit")}</Label>
        <Input
          id="till-discount"
          type="number"
          min={0}
          max={100}
          className="w-32"
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          aria-invalid={!valid}
        />
      </div>
      <Button size="small" type="submit" disabled={!valid} isLoading={save.isPending}>
        {t("dzTill.save")}
      </Button>
      {!valid && (
        <Text size="small" className="text-ui-fg-error">
          {t("dzTill.discountInvalid")}
        </Text>
      )}
    </form>
  )
}

function Cashiers() {
  const { t } = useTranslation()
  const { data } = useCashiers(true)
  const { data: locations } = useLocations()
  const assign = useAssignCashier()
  const [email, setEmail] = useState("")
  const [location, setLocation] = useState("")
  const names = new Map((locations?.stock_locations ?? []).map((l) => [l.id, l.name]))
  return (
    <div className="flex flex-col gap-3 px-6 py-4">
      <Heading level="h2">{t("dzTill.cashiers")}</Heading>
      <ul className="flex flex-col gap-1" data-testid="till-cashiers">
        {(data?.cashiers ?? []).map((c) => (
          <li key={c.email} className="flex items-center gap-3">
            <Text size="small">{c.email}</Text>
            <Text size="small" className="text-ui-fg-subtle">
              {names.get(c.location_id) ?? c.location_id}
            </Text>
            <Button size="small" variant="transparent" onClick={() => assign.mutate({ email: c.email, location_id: null })}>
              {t("dzTill.unassign")}
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (email && location) assign.mutate({ email, location_id: location })
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor="till-email">{t("dzTill.email")}</Label>
          <Input id="till-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label>{t("dzTill.shop")}</Label>
          <Select value={location} onValueChange={setLocation}>
            <Select.Trigger className="w-64">
              <Select.Value placeholder={t("dzTill.chooseShop")} />
            </Select.Trigger>
            <Select.Content>
              {(locations?.stock_locations ?? []).map((l) => (
                <Select.Item key={l.id} value={l.id}>
                  {l.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
        <Button size="small" type="submit" disabled={!email || !location} isLoading={assign.isPending}>
          {t("dzTill.assign")}
        </Button>
      </form>
    </div>
  )
}

/** The shops' tills for the manager: every sale with what to look at (flags), the discount limit, who sells where. */
const TillPage = () => {
  const { t } = useTranslation()
  const [flagged, setFlagged] = useState(false)
  const [offset, setOffset] = useState(0)
  const { data, isLoading, error } = useTillSales(flagged, offset)
  const sales = data?.sales ?? []
  const count = data?.count ?? 0
  const canManage = useCan("users.manage")
  const state = isLoading ? t("dzTill.loading") : error ? t("dzTill.loadError", { message: error.message }) : !sales.length ? t("dzTill.empty") : null
  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
          <div>
            <Heading level="h1">{t("dzTill.title")}</Heading>
            <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
              {t("dzTill.description")}
            </Text>
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id="till-flagged"
              checked={flagged}
              onCheckedChange={(v) => {
                setFlagged(v)
                setOffset(0)
              }}
            />
            <Label htmlFor="till-flagged">{t("dzTill.onlyFlagged")}</Label>
          </div>
        </div>
        <StateLine message={state} isError={!!error} testId="till-state" />
        {sales.length > 0 && (
          <div className="overflow-x-auto">
            <Table className={RTL_TABLE} data-testid="till-sales">
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>{t("dzTill.columns.when")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("dzTill.columns.order")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("dzTill.columns.shop")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("dzTill.columns.cashier")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("dzTill.columns.type")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("dzTill.columns.payment")}</Table.HeaderCell>
                  <Table.HeaderCell className="text-end">{t("dzTill.columns.total")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("dzTill.columns.flags")}</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sales.map((s) => (
                  <SaleRow key={s.id} sale={s} />
                ))}
              </Table.Body>
            </Table>
          </div>
        )}
        {count > TILL_PAGE && (
          <div className="flex items-center justify-end gap-2 px-6 py-3">
            <Button size="small" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - TILL_PAGE))}>
              {t("dzTill.previous")}
            </Button>
            <Button size="small" variant="secondary" disabled={offset + TILL_PAGE >= count} onClick={() => setOffset(offset + TILL_PAGE)}>
              {t("dzTill.next")}
            </Button>
          </div>
        )}
      </Container>
      <Can permission="settings.write">
        <Container className="p-0">
          <Settings />
        </Container>
      </Can>
      {canManage && (
        <Container className="p-0">
          <Cashiers />
        </Container>
      )}
    </div>
  )
}

export const config = defineRouteConfig({ nested: "/orders", rank: 6, label: "dzTill.menu", translationNs: "translation", icon: ShoppingCart })

export default screenFor("pos.sell", TillPage)
