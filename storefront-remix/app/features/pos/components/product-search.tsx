import type { CustomerType, PosCatalogueVariant } from "@shop/contracts/pos"
import { forwardRef, useMemo, useState, type KeyboardEvent } from "react"
import { da, dateTime } from "../format"
import { iso, type PosLang, type Translate } from "../i18n"
import { exactCode, searchCatalogue, searchIndex } from "../search"
import { INPUT } from "./ui"

type Props = {
  t: Translate
  lang: PosLang
  variants: PosCatalogueVariant[] | null
  generatedAt: string | null
  customerType: CustomerType
  onAdd: (v: PosCatalogueVariant) => void
}

function StockBadge({ v, t }: { v: PosCatalogueVariant; t: Translate }) {
  if (v.stock === null) return <span className="text-xs text-slate-500">{t("search.stock_untracked")}</span>
  if (v.stock <= 0)
    return (
      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" data-testid="pos-result-out-of-stock">
        {t("search.out_of_stock")}
      </span>
    )
  return (
    <span className="text-xs text-slate-600" data-testid="pos-result-stock">
      {t("search.stock", { count: v.stock })}
    </span>
  )
}

/** Search by name, SKU or barcode over the cached catalogue; a scan (exact code + Enter) adds at once. */
export const ProductSearch = forwardRef<HTMLInputElement, Props>(function ProductSearch({ t, lang, variants, generatedAt, customerType, onAdd }, ref) {
  const [query, setQuery] = useState("")
  const [added, setAdded] = useState<string | null>(null)
  const index = useMemo(() => searchIndex(variants ?? []), [variants])
  const results = useMemo(() => searchCatalogue(index, query), [index, query])

  const add = (v: PosCatalogueVariant) => {
    onAdd(v)
    setAdded(t("search.added", { title: iso([v.title, v.variant_title].filter(Boolean).join(" · ")) }))
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== "Enter") return
    e.preventDefault()
    const hit = exactCode(index, query)
    if (hit) {
      add(hit)
      setQuery("")
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <label htmlFor="pos-search" className="mb-1 block text-sm font-medium text-slate-700">
        {t("search.label")}
      </label>
      <input
        ref={ref}
        id="pos-search"
        type="search"
        autoFocus
        autoComplete="off"
        enterKeyHint="search"
        className={INPUT}
        placeholder={t("search.placeholder")}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid="pos-search"
      />
      <p className="mt-1 min-h-5 text-xs text-slate-500" aria-live="polite" data-testid="pos-search-status">
        {added ?? (variants && generatedAt ? t("search.catalogue_of", { date: dateTime(generatedAt, lang), count: variants.length }) : "")}
      </p>
      {!variants ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t("search.no_catalogue")}</p>
      ) : !results.length ? (
        <p className="mt-4 text-sm text-slate-600">{t("search.none")}</p>
      ) : (
        <ul className="mt-2 min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white" data-testid="pos-results">
          {results.map((v) => {
            const wholesale = customerType === "wholesale" && v.wholesale_price !== null
            return (
              <li key={v.variant_id}>
                <button
                  type="button"
                  onClick={() => add(v)}
                  className="flex min-h-14 w-full items-center gap-3 px-3 py-2 text-start hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
                  data-testid="pos-result"
                  data-variant={v.variant_id}
                  data-sku={v.sku ?? ""}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">
                      <bdi>{v.title}</bdi>
                    </span>
                    <span className="block truncate text-xs text-slate-500">
                      {[v.variant_title, v.sku ? t("search.sku", { sku: iso(v.sku) }) : null].filter(Boolean).join(" · ")}
                    </span>
                    <StockBadge v={v} t={t} />
                  </span>
                  <span className="shrink-0 text-end">
                    <span className="block font-semibold tabular-nums text-slate-900">{da(wholesale ? v.wholesale_price! : v.price, lang)}</span>
                    {v.wholesale_price !== null ? (
                      <span className="block text-xs text-slate-500">
                        {v.wholesale_min_quantity
                          ? t("search.wholesale", { price: da(v.wholesale_price, lang), min: v.wholesale_min_quantity })
                          : t("search.wholesale_price", { price: da(v.wholesale_price, lang) })}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 rounded-lg bg-brand-700 px-3 py-2 text-sm font-medium text-white" aria-hidden>
                    {t("search.add")}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
})
