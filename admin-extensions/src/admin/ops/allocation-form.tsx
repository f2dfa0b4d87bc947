import { Button, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { StockLine } from "./use-stock"
import { requestJson } from "../shared/api"
import { checkAllocationRows } from "./allocation"
import type { Warehouse } from "./ops"

/**
 * Spreads a received quantity of one variant over the warehouses (spec §2, §4, §5): rows 0..max,
 * total ≤ max, submit disabled while invalid; the server checks the same rules again.
 */
export function AllocationForm({ line, warehouses, onClose }: { line: StockLine; warehouses: Warehouse[]; onClose: () => void }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [maximum, setMaximum] = useState("")
  const [rows, setRows] = useState<Record<string, string>>({})
  const check = checkAllocationRows(
    maximum,
    warehouses.map((w) => rows[w.id] ?? "")
  )
  const save = useMutation({
    mutationFn: () =>
      requestJson<{ allocated: number }>("/admin/stock-allocations", {
        method: "POST",
        body: {
          variant_id: line.variant_id,
          maximum: Number(maximum),
          allocations: warehouses.map((w) => ({ location_id: w.id, quantity: Number(rows[w.id] || 0) })).filter((a) => a.quantity > 0),
        },
      }),
    onSuccess: (r) => {
      client.invalidateQueries({ queryKey: ["dz-ops", "stock"] })
      toast.success(t("dzOps.messages.titleSuccess"), { description: t("dzOps.allocation.saved", { quantity: r.allocated }) })
      onClose()
    },
    onError: (e) => toast.error(t("dzOps.messages.titleError"), { description: e.message }),
  })

  return (
    <div className="flex flex-col gap-3 px-6 py-4" data-testid="allocation-form">
      <Heading level="h2">{t("dzOps.allocation.title", { product: [line.product_title, line.variant_title].filter(Boolean).join(" · ") })}</Heading>
      <div className="flex max-w-xs flex-col gap-1">
        <Label size="small">{t("dzOps.allocation.maximum")}</Label>
        <Input size="small" inputMode="numeric" value={maximum} onChange={(e) => setMaximum(e.target.value)} data-testid="allocation-maximum" />
      </div>
      <div className="flex flex-wrap gap-3">
        {warehouses.map((w, i) => (
          <div key={w.id} className="flex flex-col gap-1">
            <Label size="small">{w.name}</Label>
            <Input
              size="small"
              className="w-28"
              inputMode="numeric"
              value={rows[w.id] ?? ""}
              aria-invalid={!!check.rows[i]}
              onChange={(e) => setRows({ ...rows, [w.id]: e.target.value })}
              data-testid={`allocation-row-${w.id}`}
            />
            {check.rows[i] && <span className="text-ui-fg-error text-xs">{t("dzOps.allocation.rowInvalid", { max: maximum || 0 })}</span>}
          </div>
        ))}
      </div>
      <Text size="small" className={check.global === "over_maximum" ? "text-ui-fg-error" : "text-ui-fg-subtle"} data-testid="allocation-total">
        {check.global === "over_maximum"
          ? t("dzOps.allocation.overMaximum", { total: check.total, max: maximum })
          : t("dzOps.allocation.total", { total: check.total })}
      </Text>
      <div className="flex gap-2">
        <Button size="small" onClick={() => save.mutate()} disabled={!check.valid || save.isPending} isLoading={save.isPending} data-testid="allocation-submit">
          {t("dzOps.allocation.submit")}
        </Button>
        <Button size="small" variant="secondary" onClick={onClose}>
          {t("dzOps.allocation.close")}
        </Button>
      </div>
    </div>
  )
}
