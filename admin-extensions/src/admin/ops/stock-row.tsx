import { Button, Input, Table, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useAddStock, type StockLine } from "./use-stock"
import { codeOf } from "./ops"

const MAX = 1_000_000

/** One variant of a warehouse: its quantities and the stock-addition form (positive integers only). */
export function StockRow({ line, warehouseId, onAllocate }: { line: StockLine; warehouseId: string; onAllocate: () => void }) {
  const { t } = useTranslation()
  const [quantity, setQuantity] = useState("")
  const [error, setError] = useState<string | null>(null)
  const add = useAddStock(warehouseId)

  function submit() {
    const n = Number(quantity.trim())
    if (!/^\d+$/.test(quantity.trim()) || n < 1 || n > MAX) {
      setError(t("dzOps.messages.invalid_quantity", { max: MAX }))
      return
    }
    setError(null)
    add.mutate(
      { variant_id: line.variant_id, quantity: n },
      {
        onSuccess: (r) => {
          setQuantity("")
          toast.success(t("dzOps.messages.titleSuccess"), {
            description: t("dzOps.warehouse.added", { quantity: r.quantity_added, stocked: r.level.stocked_quantity }),
          })
        },
        onError: (e) => {
          const message =
            codeOf(e) === "invalid_quantity" ? t("dzOps.messages.invalid_quantity", { max: MAX }) : t("dzOps.warehouse.addFailed", { message: e.message })
          setError(message)
          toast.error(t("dzOps.messages.titleError"), { description: message })
        },
      }
    )
  }

  return (
    <Table.Row data-testid={`stock-row-${line.variant_id}`}>
      <Table.Cell>
        {line.product_title}
        {line.variant_title ? <span className="text-ui-fg-muted"> · {line.variant_title}</span> : null}
      </Table.Cell>
      <Table.Cell className="text-ui-fg-subtle">{line.sku ?? "—"}</Table.Cell>
      <Table.Cell className="text-end tabular-nums" data-testid="stock-stocked">
        {line.stocked_quantity}
      </Table.Cell>
      <Table.Cell className="text-end tabular-nums">{line.reserved_quantity}</Table.Cell>
      <Table.Cell className="text-end tabular-nums" data-testid="stock-available">
        {line.available_quantity}
      </Table.Cell>
      <Table.Cell>
        <div className="flex items-start gap-2">
          <div className="flex flex-col gap-1">
            <Input
              size="small"
              className="w-24"
              inputMode="numeric"
              value={quantity}
              aria-label={t("dzOps.warehouse.toAdd")}
              placeholder={t("dzOps.warehouse.quantityPlaceholder")}
              onChange={(e) => setQuantity(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && submit()}
              aria-invalid={!!error}
              data-testid="stock-add-quantity"
            />
            {error && (
              <span className="text-ui-fg-error text-xs" data-testid="stock-add-error">
                {error}
              </span>
            )}
          </div>
          <Button size="small" variant="secondary" onClick={submit} isLoading={add.isPending} data-testid="stock-add-submit">
            {t("dzOps.warehouse.add")}
          </Button>
          <Button size="small" variant="transparent" onClick={onAllocate} data-testid="stock-allocate">
            {t("dzOps.allocation.open")}
          </Button>
        </div>
      </Table.Cell>
    </Table.Row>
  )
}
