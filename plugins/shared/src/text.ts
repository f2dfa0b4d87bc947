/**
 * Text folding for search: a French or Arabic name folds into a key, so that a buyer who types
 * "bejaia", "Béjaïa", "بجاية" or "بجايه" finds the same commune: accents and Arabic diacritics go,
 * alef/hamza/ya/ta-marbuta variants are unified.
 */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "") // Latin accents and Arabic harakat/shadda
    .replace(/\u0640/g, "") // tatweel
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627") // آ أ إ ٱ -> ا
    .replace(/\u0649/g, "\u064A") // ى -> ي
    .replace(/\u0629/g, "\u0647") // ة -> ه
    .replace(/\u0624/g, "\u0648") // ؤ -> و
    .replace(/\u0626/g, "\u064A") // ئ -> ي
    .toLowerCase()
    .replace(/['’`\-_.]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
}

/** Several names folded into one search key (missing parts skipped). */
export function searchKey(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => !!p)
    .map(fold)
    .join(" ")
    .trim()
}

/** A LIKE pattern matching the folded query anywhere, its wildcards escaped so user input matches literally. */
export function likePattern(query: string): string {
  return `%${fold(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
