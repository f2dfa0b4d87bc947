import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { valueAvailable, variantFor, type ProductView, type VariantView } from "~/features/product/product"

type Props = { product: ProductView; selected: VariantView | null; onSelect: (variant: VariantView) => void; query: Record<string, string> }

/**
 * The combination selector: one group per option; a value no variant has with the other choices is
 * disabled (spec §4). Each value is a link to `?variant=` (works without JavaScript), handled in place with it.
 */
export function VariantPicker({ product, selected, onSelect, query }: Props) {
  const { t } = useTranslation()
  const selection = selected?.options ?? {}
  if (product.variants.length <= 1 && product.options.every((o) => o.values.length <= 1)) return null
  return (
    <div className="mt-5 space-y-4" data-testid="variant-picker" aria-label={t("product.options")}>
      {product.options.map((option) => (
        <fieldset key={option.id}>
          <legend className="text-sm font-medium text-slate-800">{option.title}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {option.values.map((value) => {
              const next = variantFor(product, { ...selection, [option.id]: value })
              const available = valueAvailable(product, selection, option.id, value) && next !== null
              const active = selection[option.id] === value
              const cls =
                "min-w-12 rounded-lg border px-3 py-2 text-sm font-medium " +
                (active ? "border-brand-700 bg-brand-50 text-brand-900 ring-2 ring-brand-100" : "border-slate-300 bg-white text-slate-800") +
                (available ? "" : " pointer-events-none opacity-40 line-through")
              return available && next ? (
                <Link
                  key={value}
                  to={`?${new URLSearchParams({ ...query, variant: next.id })}`}
                  replace
                  preventScrollReset
                  aria-current={active ? "true" : undefined}
                  className={cls}
                  onClick={(e) => {
                    e.preventDefault()
                    onSelect(next)
                  }}
                  data-testid="variant-option"
                  data-value={value}
                >
                  {value}
                </Link>
              ) : (
                <span key={value} aria-disabled="true" className={cls} data-testid="variant-option" data-value={value}>
                  {value}
                </span>
              )
            })}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
