import { Input, Text, clx } from "@medusajs/ui"
import type { AdminProductSearchVariant } from "@shop/contracts/search"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { formatDa } from "../shared/price"
import { useDebounced } from "../shared/use-debounced"
import { searchable, useProductSearch } from "./use-phone-order"

/** A line of a phone order as the form keeps it: the server's price and stock when it was picked, for display only. */
export type PickedLine = { variant_id: string; label: string; price: number; available: number | null; quantity: number }

/**
 * Product search of a phone order (decision 0074): from three letters, French or Arabic names; each
 * product's combinations with price and stock, the sold-out ones shown but not choosable.
 */
export function ProductPicker({ onPick }: { onPick: (line: Omit<PickedLine, "quantity">) => void }) {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState("")
  const q = useDebounced(text.trim())
  const lang = i18n.language?.slice(0, 2) ?? "fr"
  const found = useProductSearch(q, lang)
  const products = searchable(q) ? (found.data?.products ?? []) : []
  const stock = (v: AdminProductSearchVariant) =>
    !v.sellable ? t("dzCod.phoneOrder.soldOut") : v.available === null ? t("dzCod.phoneOrder.inStock") : t("dzCod.phoneOrder.stock", { count: v.available })

  return (
    <div className="flex flex-col gap-y-2">
      <Input
        type="search"
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("dzCod.phoneOrder.searchPlaceholder")}
        aria-label={t("dzCod.phoneOrder.search")}
        data-testid="phone-search"
      />
      {!searchable(q) ? (
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("dzCod.phoneOrder.searchHint")}
        </Text>
      ) : found.isLoading ? (
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("dzCod.loading")}
        </Text>
      ) : !products.length ? (
        <Text size="xsmall" className="text-ui-fg-muted" data-testid="phone-search-empty">
          {t("dzCod.phoneOrder.noResults")}
        </Text>
      ) : (
        <ul className="flex max-h-80 flex-col gap-y-2 overflow-y-auto" data-testid="phone-search-results">
          {products.map((p) => (
            <li key={p.id} className="rounded-md border px-3 py-2">
              <Text size="small" weight="plus">
                {p.title}
              </Text>
              <div className="mt-1 flex flex-wrap gap-2">
                {p.variants.map((v) => (
                  <button
                    key={v.id}
                    type="button"
                    disabled={!v.sellable}
                    onClick={() => onPick({ variant_id: v.id, label: `${p.title} · ${v.title}`, price: v.price ?? 0, available: v.available })}
                    data-testid={`phone-variant-${v.id}`}
                    className={clx(
                      "flex flex-col items-start rounded-md border px-2 py-1 text-start text-xs",
                      v.sellable ? "hover:bg-ui-bg-base-hover" : "text-ui-fg-disabled cursor-not-allowed opacity-60"
                    )}
                  >
                    <span className="font-medium">{v.title}</span>
                    <span>
                      <span dir="ltr">{v.price === null ? "—" : formatDa(v.price)}</span> · {stock(v)}
                    </span>
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
