import { Button, Input, Label } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { FilterSelect } from "../shared/filter-select"
import { useWilayas } from "../geo/use-geo"
import { useTransporters } from "../transporters/use-transporters"
import { CONFIRMATION_STATUSES, type QueueFilters } from "./cod"
import { RISK_LEVELS } from "../customers/customers"
import { ORDER_TYPES } from "@shop/contracts/order-type"
import { pad2 } from "../geo/types"
import { useAgents } from "./use-agents"
import { useNarrow } from "../shared/use-narrow"

/** View (all or to call now), status, agent, wilaya, transporter, buyer's risk, order type and order day range of the confirmation queue. */
export function QueueFiltersBar({ filters, onChange }: { filters: QueueFilters; onChange: (f: QueueFilters) => void }) {
  const { t, i18n } = useTranslation()
  const wilayas = useWilayas("").data?.wilayas ?? []
  const transporters = useTransporters().data?.transporters ?? []
  const agents = useAgents().data?.agents ?? []
  const set = (patch: Partial<QueueFilters>) => onChange({ ...filters, ...patch })

  const ar = i18n.language?.startsWith("ar")
  // on a phone the search stays and the other filters fold behind one button, so the queue starts on the first screen
  const narrow = useNarrow()
  const [unfolded, setUnfolded] = useState(false)
  const { q: _q, ...rest } = filters
  const active = Object.values(rest).filter((v) => v !== undefined && v !== "").length
  const folded = narrow && !unfolded
  return (
    <div className="flex flex-wrap items-end gap-3 px-6 py-4" data-testid="queue-filters">
      <div className="flex w-full flex-col gap-y-1 sm:w-56">
        <Label size="xsmall" weight="plus" htmlFor="filter-q">
          {t("dzCod.filters.search")}
        </Label>
        <Input
          id="filter-q"
          size="small"
          type="search"
          dir="ltr"
          inputMode="tel"
          placeholder={t("dzCod.filters.searchHint")}
          value={filters.q ?? ""}
          onChange={(e) => set({ q: e.target.value || undefined })}
          data-testid="filter-q"
        />
      </div>
      {narrow && (
        <Button size="small" variant="secondary" type="button" onClick={() => setUnfolded(!unfolded)} aria-expanded={!folded} data-testid="filters-toggle">
          {active ? t("dzCod.filters.moreActive", { count: active }) : t("dzCod.filters.more")}
        </Button>
      )}
      {!folded && (
        <>
          <FilterSelect
            id="filter-view"
            allLabel={t("dzAgents.filters.allOrders")}
            label={t("dzAgents.filters.view")}
            value={filters.to_call ? "to_call" : undefined}
            options={[{ value: "to_call", label: t("dzAgents.filters.toCall") }]}
            onChange={(v) => set(v ? { to_call: "true", status: undefined } : { to_call: undefined })}
          />
          {!filters.to_call && (
            <FilterSelect
              id="filter-status"
              allLabel={t("dzCod.filters.all")}
              label={t("dzCod.filters.status")}
              value={filters.status}
              options={CONFIRMATION_STATUSES.map((s) => ({ value: s, label: t(`dzCod.status.${s}`) }))}
              onChange={(v) => set({ status: v as QueueFilters["status"] })}
            />
          )}
          <FilterSelect
            id="filter-assigned"
            allLabel={t("dzCod.filters.all")}
            label={t("dzAgents.filters.assigned")}
            value={filters.assigned}
            options={[
              { value: "me", label: t("dzAgents.filters.me") },
              { value: "none", label: t("dzAgents.filters.none") },
              ...agents.map((a) => ({ value: a.user_id, label: a.name })),
            ]}
            onChange={(v) => set({ assigned: v })}
          />
          <FilterSelect
            id="filter-wilaya"
            allLabel={t("dzCod.filters.all")}
            label={t("dzCod.filters.wilaya")}
            value={filters.wilaya ? String(filters.wilaya) : undefined}
            options={wilayas.map((w) => ({ value: String(w.code), label: `${pad2(w.code)} ${ar ? w.name_ar : w.name_fr}` }))}
            onChange={(v) => set({ wilaya: v ? Number(v) : undefined })}
          />
          <FilterSelect
            id="filter-transporter"
            allLabel={t("dzCod.filters.all")}
            label={t("dzCod.filters.transporter")}
            value={filters.transporter_id}
            options={transporters.map((tr) => ({ value: tr.id, label: tr.name }))}
            onChange={(v) => set({ transporter_id: v })}
          />
          <FilterSelect
            id="filter-risk"
            label={t("dzCustomers.columns.risk")}
            allLabel={t("dzCod.filters.all")}
            value={filters.risk}
            options={RISK_LEVELS.map((r) => ({ value: r, label: t(`dzCustomers.risk.${r}`) }))}
            onChange={(v) => set({ risk: v as QueueFilters["risk"] })}
          />
          <FilterSelect
            id="filter-order-type"
            label={t("dzCod.filters.orderType")}
            allLabel={t("dzCod.filters.all")}
            value={filters.order_type}
            options={ORDER_TYPES.map((o) => ({ value: o, label: t(`dzCod.orderType.${o}`) }))}
            onChange={(v) => set({ order_type: v as QueueFilters["order_type"] })}
          />
          {(["source", "campaign"] as const).map((k) => (
            <div key={k} className="flex w-40 flex-col gap-y-1">
              <Label size="xsmall" weight="plus" htmlFor={`filter-${k}`}>
                {t(`dzAttribution.${k}`)}
              </Label>
              <Input
                id={`filter-${k}`}
                size="small"
                dir="ltr"
                placeholder={t("dzAttribution.anyHint")}
                value={filters[k] ?? ""}
                onChange={(e) => set({ [k]: e.target.value.trim() || undefined })}
                data-testid={`filter-${k}`}
              />
            </div>
          ))}
          {(["from", "to"] as const).map((k) => (
            <div key={k} className="flex flex-col gap-y-1">
              <Label size="xsmall" weight="plus" htmlFor={`filter-${k}`}>
                {t(`dzCod.filters.${k}`)}
              </Label>
              <Input
                id={`filter-${k}`}
                size="small"
                type="date"
                dir="ltr"
                value={filters[k] ?? ""}
                onChange={(e) => set({ [k]: e.target.value || undefined })}
                data-testid={`filter-${k}`}
              />
            </div>
          ))}
        </>
      )}
    </div>
  )
}
