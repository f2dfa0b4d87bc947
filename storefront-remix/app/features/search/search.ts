import { localizePath, type Locale } from "~/lib/locale"

/** Suggestions start at two letters (issue 18), after a short pause in typing. */
export const SUGGEST_MIN_CHARS = 2
export const SUGGEST_DEBOUNCE_MS = 250
export const SUGGEST_LIMIT = 6
/** The results page, in every language under the same French path (like the other pages). */
export const SEARCH_PATH = "/recherche"

/** Letters and digits typed, the way the backend counts them before it searches. */
export const searchable = (q: string) => q.replace(/[^\p{L}\p{N}]+/gu, "").length >= SUGGEST_MIN_CHARS

export function searchUrl(locale: Locale, q: string): string {
  return `${localizePath(locale, SEARCH_PATH)}?${new URLSearchParams({ q: q.trim() })}`
}

/** The suggestions' resource route (the browser never calls the backend). */
export function suggestUrl(locale: Locale, q: string): string {
  return `/api/search?${new URLSearchParams({ q: q.trim(), lang: locale })}`
}
