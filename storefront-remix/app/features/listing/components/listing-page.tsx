import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { FILTER_PARAMS, PAGE_SIZES, SCOPE_PARAMS, SORTS, withChange, type Listing } from "~/features/listing/listing"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { FilterSidebar } from "./filter-sidebar"
import { Pagination } from "./pagination"
import { ProductCard } from "./product-card"

type Props = { locale: Locale; title: string; listing: Listing | null; error: string | null; brandFacet?: boolean; header?: ReactNode }

/** Removable chips of the active filters (each a link to the URL without it). */
function Chips({ listing, search, locale }: { listing: Listing; search: URLSearchParams; locale: Locale }) {
  const { t } = useTranslation()
  const fd = listing.filter_data
  const chips: { label: string; to: string }[] = []
  const add = (param: string, prefix: string, options: { value: string; label: string; selected: boolean }[]) => {
    for (const o of options) if (o.selected) chips.push({ label: o.label, to: withChange(search, { toggle: [param, `${prefix}${o.value}`] }) })
  }
  add("brand", "", fd.brands)
  add("line", "", fd.brand_lines)
  add("category", "", fd.sub_categories)
  for (const g of fd.features) add("feature", `${g.code}:`, g.options)
  for (const g of fd.attributes) add("attribute", `${g.code}:`, g.options)
  const { min, max } = listing.selected.price
  if (min !== null || max !== null) {
    chips.push({
      label: `${formatPrice(min ?? fd.price_range.min ?? 0, locale)} – ${formatPrice(max ?? fd.price_range.max ?? 0, locale)}`,
      to: withChange(search, { set: { price_min: null, price_max: null } }),
    })
  }
  if (!chips.length) return null
  return (
    <ul aria-label={t("listing.active_filters")} className="flex flex-wrap gap-2" data-testid="filter-chips">
      {chips.map((c) => (
        <li key={c.to}>
          <Link
            to={c.to}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
            aria-label={t("listing.remove", { label: c.label })}
          >
            <bdi>{c.label}</bdi> <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Sort and page size: a GET form carrying the filters; a change goes back to page 1. */
function Toolbar({ listing, search }: { listing: Listing; search: URLSearchParams }) {
  const { t } = useTranslation()
  const submit = useSubmit()
  return (
    <Form
      method="get"
      preventScrollReset
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
      className="flex flex-wrap items-center gap-3"
      data-testid="listing-toolbar"
    >
      {[...search]
        .filter(([k]) => ([...FILTER_PARAMS, ...SCOPE_PARAMS] as readonly string[]).includes(k))
        .map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
      <label className="flex items-center gap-2 text-sm">
        {t("listing.sort")}
        <select name="sort" defaultValue={listing.sort} className="rounded border border-slate-300 px-2 py-1" data-testid="sort-select">
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`listing.sort_${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 text-sm">
        {t("listing.per_page")}
        <select name="limit" defaultValue={String(listing.limit)} className="rounded border border-slate-300 px-2 py-1" data-testid="limit-select">
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded border px-2 py-1 text-sm">
          {t("listing.apply")}
        </button>
      </noscript>
    </Form>
  )
}

/** Every listing screen: category, brand, brand line, collection, featured, new, promotion. */
export function ListingPage({ locale, title, listing, error, brandFacet = true, header }: Props) {
  const { t } = useTranslation()
  const { search: query, pathname } = useLocation()
  const search = new URLSearchParams(query)
  const loading = useNavigation().state === "loading"
  return (
    <div className="space-y-4" data-testid="listing">
      {/* a page with its own head (the promotion page) gives its h1 there */}
      {header ?? (
        <h1 className="text-2xl font-bold" data-testid="listing-title">
          {title}
        </h1>
      )}
      {error || !listing ? (
        <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-4 text-red-800" data-testid="listing-error">
          <p>{error ?? t("listing.error", { message: t("listing.error_fetch") })}</p>
          {search.size ? (
            <Link to={pathname} className="font-semibold underline" data-testid="listing-reset">
              {t("listing_url.all_products")}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-6 md:flex-row">
          <div className="md:w-64 md:shrink-0">
            <FilterSidebar listing={listing} search={search} brandFacet={brandFacet} />
          </div>
          <section className="min-w-0 flex-1 space-y-4" aria-busy={loading}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold" data-testid="listing-count">
                {t("listing.found", { count: listing.count })}
              </p>
              <Toolbar key={search.toString()} listing={listing} search={search} />
            </div>
            <Chips listing={listing} search={search} locale={locale} />
            {loading ? (
              <p role="status" className="text-slate-600" data-testid="listing-loading">
                {t("listing.loading")}
              </p>
            ) : null}
            {listing.products.length ? (
              <ul className={`grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 ${loading ? "opacity-60" : ""}`} data-testid="product-grid">
                {listing.products.map((p) => (
                  <ProductCard key={p.id} product={p} locale={locale} />
                ))}
              </ul>
            ) : (
              <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-600" data-testid="listing-empty">
                {t("listing.empty")}
              </p>
            )}
            <Pagination page={listing.page} pages={listing.pages} />
          </section>
        </div>
      )}
    </div>
  )
}
