import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Buildings } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Input, Label, Select, Table, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { AllocationForm } from "../../ops/allocation-form"
import { StockRow } from "../../ops/stock-row"
import { WarehouseStaff } from "../../ops/warehouse-staff"
import { StateLine } from "../../shared/state-line"
import { useDebounced } from "../../shared/use-debounced"
import { useWarehouses } from "../../ops/use-ops"
import { useWarehouseStock, type StockLine } from "../../ops/use-stock"
import { RTL_TABLE } from "../../shared/rtl-table"
import { Can, screenFor } from "../../staff/can"

/**
 * The warehouse page (spec §2, §4, §8): a warehouse's stock, searchable, with a stock addition per
 * variant and the update-stocks action. The user's own warehouses are listed, and opened, first.
 */
const WarehousesPage = () => {
  const { t } = useTranslation()
  const warehouses = useWarehouses()
  const list = warehouses.data?.warehouses ?? []
  const [warehouseId, setWarehouseId] = useState("")
  const [search, setSearch] = useState("")
  const q = useDebounced(search.trim())
  const stock = useWarehouseStock(warehouseId, q)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const [updating, setUpdating] = useState(false)
  const [allocating, setAllocating] = useState<StockLine | null>(null)

  // "A user assigned to a warehouse sees it first": the API sorts them first, the page opens it.
  useEffect(() => {
    if (!warehouseId && list.length) setWarehouseId(list[0].id)
  }, [list, warehouseId])

  /** Stock is Medusa's inventory, so "updating" re-reads the levels; the spec's spinner and messages. */
  async function updateStocks() {
    setUpdating(true)
    setResult(null)
    const r = await stock.refetch()
    setUpdating(false)
    setResult(r.error ? { ok: false, text: t("dzOps.warehouse.updateFailed") } : { ok: true, text: t("dzOps.warehouse.updated") })
  }

  const lines = stock.data?.stock ?? []
  const state =
    warehouses.isLoading || stock.isLoading
      ? t("dzOps.loading")
      : warehouses.error || stock.error
        ? t("dzOps.loadError", { message: (warehouses.error ?? stock.error)!.message })
        : warehouseId && !lines.length
          ? t("dzOps.warehouse.empty")
          : null

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-col gap-3 px-6 py-4">
        <Heading level="h1">{t("dzOps.warehouse.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle max-w-2xl">
          {t("dzOps.warehouse.description")}
        </Text>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-64 flex-col gap-1">
            <Label size="small">{t("dzOps.warehouse.warehouse")}</Label>
            <Select
              value={warehouseId}
              onValueChange={(id) => {
                setWarehouseId(id)
                setResult(null)
              }}
            >
              <Select.Trigger data-testid="warehouse-select">
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                {list.map((w) => (
                  <Select.Item key={w.id} value={w.id}>
                    {w.assigned_to_me ? `${w.name} · ${t("dzOps.warehouse.mine")}` : w.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label size="small">{t("dzOps.warehouse.search")}</Label>
            <Input size="small" type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="warehouse-search" />
          </div>
          <Button
            size="small"
            variant="secondary"
            onClick={updateStocks}
            isLoading={updating}
            disabled={!warehouseId || updating}
            data-testid="warehouse-update-stocks"
          >
            {updating ? t("dzOps.warehouse.updating") : t("dzOps.warehouse.update")}
          </Button>
          {list.find((w) => w.id === warehouseId)?.assigned_to_me && (
            <Badge size="2xsmall" color="blue">
              {t("dzOps.warehouse.mine")}
            </Badge>
          )}
        </div>
        {warehouseId && (
          <Can permission="users.manage">
            <WarehouseStaff
              warehouseId={warehouseId}
              staff={((list.find((w) => w.id === warehouseId) as { users?: { id: string }[] } | undefined)?.users ?? []).map((u) => u.id)}
            />
          </Can>
        )}
        {result && (
          <Text size="small" className={result.ok ? "text-ui-fg-interactive" : "text-ui-fg-error"} data-testid="warehouse-update-result">
            {result.text}
          </Text>
        )}
      </div>
      <StateLine message={state} isError={!!(warehouses.error || stock.error)} testId="warehouse-state" />
      {lines.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzOps.warehouse.product")}</Table.HeaderCell>
              <Table.HeaderCell>SKU</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzOps.warehouse.stocked")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzOps.warehouse.reserved")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzOps.warehouse.available")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzOps.warehouse.toAdd")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <StockRow key={line.variant_id} line={line} warehouseId={warehouseId} onAllocate={() => setAllocating(line)} />
            ))}
          </Table.Body>
        </Table>
      )}
      {allocating && <AllocationForm key={allocating.variant_id} line={allocating} warehouses={list} onClose={() => setAllocating(null)} />}
    </Container>
  )
}

export const config = defineRouteConfig({ nested: "/inventory", rank: 1, label: "dzOps.menuWarehouses", translationNs: "translation", icon: Buildings })

export default screenFor("stock.read", WarehousesPage)
