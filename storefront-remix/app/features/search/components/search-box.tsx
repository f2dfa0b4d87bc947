import { Form, useFetcher, useLocation, useNavigate } from "@remix-run/react"
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { useTranslation } from "react-i18next"
import type { SuggestPayload } from "~/routes/api.search"
import { localizePath, type Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { SEARCH_PATH, searchable, searchUrl, SUGGEST_DEBOUNCE_MS, suggestUrl } from "../search"

type Option = { id: string; href: string; kind: "product" | "category" | "brand" | "all"; label: string; detail?: string; image?: string | null }

/** The suggestions as one list of links (products, categories, brands, then every result). */
function optionsOf(data: SuggestPayload | undefined, locale: Locale, q: string, allLabel: string): Option[] {
  if (!data || !searchable(q)) return []
  const out: Option[] = [
    ...data.products.map((p) => ({
      id: `p-${p.id}`,
      kind: "product" as const,
      href: localizePath(locale, `/catalog/product/${p.category?.handle ?? "all"}/${p.handle}`),
      label: p.title,
      detail: formatPrice(p.price.amount, locale),
      image: p.images[0] ?? null,
    })),
    ...data.categories.map((c) => ({
      id: `c-${c.handle}`,
      kind: "category" as const,
      href: localizePath(locale, `/catalog/category/${c.handle}`),
      label: c.name,
      detail: String(c.count),
    })),
    ...data.brands.map((b) => ({
      id: `b-${b.handle}`,
      kind: "brand" as const,
      href: localizePath(locale, `/catalog/brands/${b.handle}`),
      label: b.name,
      detail: String(b.count),
    })),
  ]
  out.push({ id: "all", kind: "all", href: searchUrl(locale, q), label: allLabel })
  return out
}

/**
 * The header's search (issue 18): a GET form to the results page that works without JavaScript; with
 * it, suggestions after two letters and a pause (a combobox: arrows move, Enter opens, Escape closes).
 */
export function SearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const onResults = pathname === localizePath(locale, SEARCH_PATH)
  const [q, setQ] = useState(() => (onResults ? (new URLSearchParams(search).get("q") ?? "") : ""))
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const fetcher = useFetcher<SuggestPayload>()
  const listId = useId()
  const boxRef = useRef<HTMLDivElement>(null)

  // a new page (a suggestion followed, the results page) closes the list; the results page keeps its
  // query (state adjusted while rendering, React's way for a change of props)
  const [page, setPage] = useState(pathname + search)
  if (page !== pathname + search) {
    setPage(pathname + search)
    setOpen(false)
    setActive(-1)
    if (onResults) setQ(new URLSearchParams(search).get("q") ?? "")
  }

  useEffect(() => {
    if (!searchable(q)) return
    const timer = window.setTimeout(() => fetcher.load(suggestUrl(locale, q)), SUGGEST_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
    // fetcher.load is stable enough; only the text and language start a new request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, locale])

  const options = optionsOf(fetcher.data, locale, q, t("search.see_all", { query: q.trim() }))
  const expanded = open && searchable(q) && (options.length > 0 || fetcher.state !== "idle")
  const nothing = fetcher.data && fetcher.data.count === 0 && !fetcher.data.failed

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault()
      setOpen(true)
      if (!options.length) return
      const n = options.length
      setActive((i) => (e.key === "ArrowDown" ? (i + 1) % n : i <= 0 ? n - 1 : i - 1))
    } else if (e.key === "Escape" && expanded) {
      // the first Escape closes the list; the next one clears the box (the search input's own way)
      e.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (e.key === "Enter" && expanded && active >= 0 && options[active]) {
      e.preventDefault()
      navigate(options[active].href)
    }
  }

  return (
    <div
      ref={boxRef}
      className="relative order-4 w-full sm:order-2 sm:w-60"
      onBlur={(e) => {
        if (!boxRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Form method="get" action={localizePath(locale, SEARCH_PATH)} role="search" aria-label={t("search.label")} data-testid="search-form">
        <label htmlFor={`${listId}-input`} className="sr-only">
          {t("search.label")}
        </label>
        <input
          id={`${listId}-input`}
          name="q"
          type="search"
          value={q}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t("search.placeholder")}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${listId}-list`}
          aria-activedescendant={expanded && active >= 0 && options[active] ? `${listId}-${options[active].id}` : undefined}
          onChange={(e) => {
            setQ(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pe-3 ps-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          data-testid="search-input"
        />
      </Form>
      <ul
        id={`${listId}-list`}
        role="listbox"
        aria-label={t("search.suggestions")}
        hidden={!expanded}
        className="absolute end-0 top-full z-40 mt-1 max-h-[70vh] w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg sm:w-[26rem]"
        data-testid="search-suggestions"
      >
        {nothing ? (
          <li role="presentation" className="px-3 py-2 text-sm text-slate-600" data-testid="search-nothing">
            {t("search.no_suggestion", { query: q.trim() })}
          </li>
        ) : null}
        {options.map((o, i) => (
          <li
            key={o.id}
            id={`${listId}-${o.id}`}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => navigate(o.href)}
            onMouseEnter={() => setActive(i)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? "bg-brand-50 text-brand-900" : "text-slate-800"} ${o.kind === "all" ? "border-t border-slate-100 font-semibold text-brand-800" : ""}`}
            data-testid={`suggestion-${o.kind}`}
          >
            {o.kind === "product" ? (
              o.image ? (
                <img src={o.image} alt="" width={36} height={36} className="h-9 w-9 shrink-0 rounded object-cover" />
              ) : (
                <span className="h-9 w-9 shrink-0 rounded bg-slate-100" aria-hidden="true" />
              )
            ) : null}
            <span className="min-w-0 flex-1 truncate">
              {o.kind === "category" || o.kind === "brand" ? <span className="text-slate-500">{t(`search.in_${o.kind}`)} </span> : null}
              <bdi>{o.label}</bdi>
            </span>
            {o.detail ? <span className="shrink-0 tabular-nums text-slate-600">{o.detail}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
