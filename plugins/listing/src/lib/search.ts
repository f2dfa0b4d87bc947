import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { fold } from "@shop/shared/text"

/**
 * Product search over the listing read model (decision 0057). Names are folded the way the
 * communes search folds them (`@shop/shared/text`: accents, case, Arabic diacritics and tatweel,
 * alef/hamza/ya/ta-marbuta variants), then anything but letters and digits becomes a space.
 */

/** A query shorter than this (letters and digits) searches nothing. */
export const MIN_QUERY = 2
const MAX_WORDS = 6
const MAX_WORD = 40
/** Words at least this long tolerate one typo (shorter ones would match too much). */
export const TYPO_MIN = 4

/** Folded words of a text, letters and digits only. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return []
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter(Boolean)
}

/** The indexed text of a product: its distinct words, space-padded so `% word %` is a whole word. */
export function searchText(parts: Array<string | null | undefined>): string {
  const words = [...new Set(parts.flatMap(searchWords))]
  return words.length ? ` ${words.join(" ")} ` : ""
}

/** The Arabic article is not part of the word a buyer thinks of ("الحذاء" is "حذاء"). */
const withoutArticle = (w: string) => (w.length >= 5 && w.startsWith("\u0627\u0644") ? w.slice(2) : w)
/** A French plural -s/-x, dropped for the typo keys only ("chaussures" and "chausure" meet at "chaussure"). */
const singular = (w: string) => (w.length > TYPO_MIN && /[a-z][sx]$/.test(w) ? w.slice(0, -1) : w)

/**
 * A word's typo keys: itself and each one-letter deletion ("symmetric delete"). Two words one
 * edit apart (a letter wrong, missing or extra) share a key; words holding digits (references,
 * sizes) and short words only match as they are.
 */
export function typoKeys(word: string): string[] {
  const w = singular(withoutArticle(word))
  const letters = Array.from(w)
  if (letters.length < TYPO_MIN || /\p{N}/u.test(w)) return [w]
  const keys = new Set([w])
  for (let i = 0; i < letters.length; i++) keys.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(""))
  return [...keys]
}

/** The buyer's words as they are searched (folded, article dropped, at most six). */
export function queryWords(q: string): string[] {
  return [...new Set(searchWords(q.slice(0, 200)).map((w) => withoutArticle(w.slice(0, MAX_WORD))))].slice(0, MAX_WORDS)
}

/** A SQL fragment and its bindings: user input only ever in the bindings. */
export type SearchFrag = { sql: string; b: unknown[] }

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * What a query matches, or null when it is too short: every word must be found in the product's
 * names, as a part of a word (typing goes letter by letter) or as an indexed word one typo away.
 * `where` and `rank` are conditions on `column` (the caller's alias of `listing_product.search_text`);
 * `rank` orders the products whose names hold the words earliest (titles come first) first.
 */
export async function searchMatch(pg: Knex, q: string, column = "search_text"): Promise<{ where: SearchFrag; rank: SearchFrag; words: string[] } | null> {
  const words = queryWords(q)
  if (words.join("").length < MIN_QUERY) return null
  const keyed = words.filter((w) => Array.from(w).length >= TYPO_MIN && !/\p{N}/u.test(w))
  const near = new Map<string, string[]>()
  if (keyed.length) {
    const keys = keyed.map((w) => typoKeys(w))
    const { rows } = await pg.raw<{ rows: { i: number; term: string }[] }>(
      `select distinct q.i, k.term from unnest(?::text[]) with ordinality as q(keys, i)
         join listing_search_key k on k.key = any(string_to_array(q.keys, ' '))`,
      [keys.map((k) => k.join(" "))]
    )
    for (const r of rows) {
      const w = keyed[Number(r.i) - 1]
      near.set(w, [...(near.get(w) ?? []), r.term])
    }
  }
  const patterns = words.map((w) => [`%${escapeLike(w)}%`, ...(near.get(w) ?? []).map((t) => `% ${escapeLike(t)} %`)])
  return {
    words,
    where: { sql: patterns.map(() => `${column} like any(?::text[])`).join(" and "), b: patterns },
    rank: { sql: words.map(() => `coalesce(nullif(strpos(${column}, ?), 0), 100000)`).join(" + "), b: words },
  }
}

/** The typo dictionary's rows for a batch of indexed texts (new words only are inserted). */
export async function addSearchKeys(pg: Knex, texts: string[]) {
  const terms = new Set(texts.flatMap((t) => t.split(" ").filter((w) => Array.from(w).length >= TYPO_MIN && !/\p{N}/u.test(w))))
  const keys: string[] = []
  const owners: string[] = []
  for (const term of terms) {
    for (const key of typoKeys(term)) {
      keys.push(key)
      owners.push(term)
    }
  }
  if (!keys.length) return
  await pg.raw(`insert into listing_search_key (key, term) select * from unnest(?::text[], ?::text[]) on conflict do nothing`, [keys, owners])
}
