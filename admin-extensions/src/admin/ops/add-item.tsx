import { Button, Input, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDebounced } from "../shared/use-debounced"
import { useAvailableProducts, useExpeditionAction } from "./use-ops"
import { productLabel, type AvailableProduct, type Expedition } from "./ops"

/** Searches the source warehouse's available products; each result adds with a quantity 1..available. */
export function AddItem({ expedition }: { expedition: Expedition }) {
  const { t } = useTranslation()
  const [search, setSearch] = useState("")
  const q = useDebounced(search.trim())
  const { data, error, isLoading } = useAvailableProducts(expedition.source_location_id, expedition.id, q, true)
  const warehouse = expedition.source_location_name ?? ""
  return (
    <div className="flex flex-col gap-2 px-6 py-4">
      <Input
        type="search"
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("dzOps.expedition.search", { warehouse })}
        data-testid="expedition-product-search"
      />
      {error && (
        <Text size="small" className="text-ui-fg-error">
          {t("dzOps.messages.error_loading_products")}
        </Text>
      )}
      {!error && !isLoading && data && !data.products.length && (
        <Text size="small" className="text-ui-fg-muted">
          {t("dzOps.expedition.noProducts")}
        </Text>
      )}
      {data?.products.map((p) => (
        <ProductRow key={p.combination_id} expedition={expedition} product={p} />
      ))}
    </div>
  )
}

function ProductRow({ expedition, product }: { expedition: Expedition; product: AvailableProduct }) {
  const { t } = useTranslation()
  const [quantity, setQuantity] = useState("1")
  const action = useExpeditionAction(expedition.id)
  const max = product.available_stock
  const n = Number(quantity)
  const valid = Number.isInteger(n) && n >= 1 && n <= max

  function add() {
    if (!valid) {
      toast.warning(t("dzOps.messages.titleWarning"), { description: t("dzOps.messages.invalid_quantity", { max }) })
      return
    }
    action.mutate({
      path: "/items",
      body: { variant_id: product.combination_id, quantity: n },
      success: t("dzOps.messages.item_added"),
      error: t("dzOps.messages.error_adding"),
    })
  }

  return (
    <div className="flex flex-wrap items-center gap-3 border-b py-2 last:border-b-0" data-testid={`available-${product.combination_id}`}>
      <div className="min-w-[200px] flex-1">
        <Text size="small" weight="plus">
          {productLabel(product)}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("dzOps.expedition.available", { count: max })}
          {product.sku ? ` · ${product.sku}` : ""}
        </Text>
      </div>
      <Input
        type="number"
        size="small"
        min={1}
        max={max}
        className="w-24"
        aria-label={t("dzOps.expedition.quantity")}
        aria-invalid={!valid}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        data-testid="available-quantity"
      />
      <Button size="small" variant="secondary" onClick={add} isLoading={action.isPending} data-testid="available-add">
        {t("dzOps.expedition.add")}
      </Button>
    </div>
  )
}
