import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORTS } from "./listing"

/** The offered page size closest to `n` (the smaller one on a tie); the default for what is not a number. */
export function nearestPageSize(raw: string): number {
  const n = Number(raw)
  if (!Number.isFinite(n)) return DEFAULT_PAGE_SIZE
  return PAGE_SIZES.reduce<number>((best, size) => (Math.abs(size - n) < Math.abs(best - n) ? size : best), PAGE_SIZES[0])
}

/**
 * The query a listing URL should have, or null when it is already right (decision 0054): a stale or
 * hand-edited link (`?limit=13`, `?page=abc`, an old sort) lands on the nearest valid page instead of
 * an error. Valid values stay as they are (the toolbar's form sends them all). A page size not offered
 * becomes the nearest offered one, an unknown sort and a page that is not a positive integer are
 * dropped. Filters are the backend's to judge.
 */
export function canonicalListingQuery(search: URLSearchParams): URLSearchParams | null {
  const out = new URLSearchParams(search)
  const limit = search.get("limit")
  if (limit !== null && !PAGE_SIZES.some((size) => String(size) === limit)) {
    const size = nearestPageSize(limit)
    if (size === DEFAULT_PAGE_SIZE) out.delete("limit")
    else out.set("limit", String(size))
  }
  const sort = search.get("sort")
  if (sort !== null && !(SORTS as readonly string[]).includes(sort)) out.delete("sort")
  const page = search.get("page")
  if (page !== null && !/^[1-9]\d{0,4}$/.test(page)) out.delete("page")
  return out.toString() === search.toString() ? null : out
}

/** The same query on another page (page 1 has no parameter). */
export function onPage(search: URLSearchParams, page: number): URLSearchParams {
  const out = new URLSearchParams(search)
  if (page > 1) out.set("page", String(page))
  else out.delete("page")
  return out
}

/** A path with a query, "?" left out when it is empty. */
export const withQuery = (pathname: string, query: URLSearchParams) => (query.size ? `${pathname}?${query}` : pathname)
