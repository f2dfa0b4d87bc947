import { Form, Link, useSubmit } from "@remix-run/react"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { clampPrice, SCOPE_PARAMS, type FacetOption, type Listing } from "~/features/listing/listing"

type Props = { listing: Listing; search: URLSearchParams; brandFacet: boolean }

/** One collapsible section of checkboxes; options that cannot match are disabled. */
function Section({ title, name, options, prefix = "" }: { title: string; name: string; options: FacetOption[]; prefix?: string }) {
  if (!options.length) return null
  const available = options.filter((o) => !o.disabled).length
  return (
    <details open className="border-b border-slate-200 py-3" data-testid={`facet-${name}${prefix ? `-${prefix.slice(0, -1)}` : ""}`}>
      <summary className="cursor-pointer font-semibold">
        {title} <span className="text-sm font-normal text-slate-500">({available})</span>
      </summary>
      <ul className="mt-2 space-y-1">
        {options.map((o) => (
          <li key={o.value}>
            <label className={`flex items-center gap-2 text-sm ${o.disabled ? "text-slate-400" : ""}`}>
              <input type="checkbox" name={name} value={`${prefix}${o.value}`} defaultChecked={o.selected} disabled={o.disabled} className="h-4 w-4" />
              <span className="flex-1">{o.label}</span>
              <span className="text-xs text-slate-500">{o.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * The filter sidebar: a GET form, so the state lives in the URL and works without JavaScript
 * (Apply); with it, every change submits at once. Page is never part of the form: a change
 * goes back to page 1. Below md it is an off-canvas panel behind a Filters button.
 */
export function FilterSidebar({ listing, search, brandFacet }: Props) {
  const { t } = useTranslation()
  const submit = useSubmit()
  const [open, setOpen] = useState(false)
  const fd = listing.filter_data
  const range = fd.price_range
  const [price, setPrice] = useState({ min: listing.selected.price.min ?? range.min ?? 0, max: listing.selected.price.max ?? range.max ?? 1000 })
  const keep = ([...SCOPE_PARAMS, "sort", "limit"] as const).filter((k) => search.get(k))
  const resetTo = `?${new URLSearchParams(keep.map((k) => [k, search.get(k)!])).toString()}`
  const fixPrice = () => setPrice(clampPrice(price.min, price.max, range))
  // The phone panel: ticking updates the counts and the grid behind it and keeps it open (several
  // ticks in a row); Apply (always in view, at the panel's foot), Escape and a tap on the dark area close it.
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false)
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [open])
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-lg border border-slate-300 px-4 py-2 font-semibold md:hidden"
        data-testid="filters-open"
      >
        {t("listing.filters")}
      </button>
      <aside
        className={`${open ? "fixed inset-0 z-40 flex bg-black/40" : "hidden"} md:static md:z-auto md:block md:bg-transparent`}
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
        data-testid="filter-panel"
      >
        <Form
          key={search.toString()}
          method="get"
          preventScrollReset
          onChange={(e) => {
            if ((e.target as HTMLInputElement).type === "checkbox") submit(e.currentTarget, { preventScrollReset: true })
          }}
          onSubmit={() => setOpen(false)}
          className="flex h-full w-80 max-w-[85%] flex-col overflow-y-auto bg-white px-4 pt-4 md:block md:h-auto md:w-auto md:max-w-none md:p-0"
          data-testid="filter-form"
        >
          <div className="flex items-center justify-between md:hidden">
            <h2 className="text-lg font-bold">{t("listing.filters")}</h2>
            <button type="button" onClick={() => setOpen(false)} className="rounded px-2 py-1 text-sm underline" data-testid="filters-close">
              {t("listing.close")}
            </button>
          </div>
          {keep.map((k) => (
            <input key={k} type="hidden" name={k} value={search.get(k)!} />
          ))}
          {brandFacet ? <Section title={t("listing.brands")} name="brand" options={fd.brands} /> : null}
          <Section title={t("listing.brand_lines")} name="line" options={fd.brand_lines} />
          <Section title={t("listing.sub_categories")} name="category" options={fd.sub_categories} />
          {range.min !== null && range.max !== null ? (
            <details open className="border-b border-slate-200 py-3" data-testid="facet-price">
              <summary className="cursor-pointer font-semibold">{t("listing.price")}</summary>
              <div className="mt-2 flex items-center gap-2">
                <label className="flex-1 text-sm">
                  {t("listing.price_min")}
                  <input
                    type="number"
                    name={price.min !== range.min ? "price_min" : undefined}
                    min={range.min}
                    max={price.max}
                    value={price.min}
                    onChange={(e) => setPrice({ ...price, min: Number(e.target.value) })}
                    onBlur={fixPrice}
                    className="mt-1 w-full rounded border border-slate-300 px-2 py-1"
                    data-testid="price-min"
                  />
                </label>
                <label className="flex-1 text-sm">
                  {t("listing.price_max")}
                  <input
                    type="number"
                    name={price.max !== range.max ? "price_max" : undefined}
                    min={price.min}
                    max={range.max}
                    value={price.max}
                    onChange={(e) => setPrice({ ...price, max: Number(e.target.value) })}
                    onBlur={fixPrice}
                    className="mt-1 w-full rounded border border-slate-300 px-2 py-1"
                    data-testid="price-max"
                  />
                </label>
              </div>
            </details>
          ) : null}
          {fd.features.map((g) => (
            <Section key={`f-${g.code}`} title={g.label} name="feature" prefix={`${g.code}:`} options={g.options} />
          ))}
          {fd.attributes.map((g) => (
            <Section key={`a-${g.code}`} title={g.label} name="attribute" prefix={`${g.code}:`} options={g.options} />
          ))}
          <div className="sticky bottom-0 -mx-4 mt-auto flex gap-2 border-t border-slate-200 bg-white p-4 md:static md:mx-0 md:mt-4 md:border-0 md:p-0">
            <button type="submit" className="flex-1 rounded-lg bg-brand-800 px-3 py-2 font-semibold text-white" data-testid="filters-apply">
              {t("listing.apply")}
            </button>
            <Link to={resetTo} className="flex-1 rounded-lg border border-slate-300 px-3 py-2 text-center" data-testid="filters-reset">
              {t("listing.reset")}
            </Link>
          </div>
        </Form>
      </aside>
    </>
  )
}
