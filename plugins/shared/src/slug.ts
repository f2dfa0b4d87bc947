/** Lowercase latin letters and digits separated by single dashes: "la-belle-epoque". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 100

export const isSlug = (s: string) => s.length <= SLUG_MAX && SLUG_PATTERN.test(s)

/**
 * A slug from a French name: accents removed ("Béjaïa" → "bejaia"), "&" read as "et",
 * anything else non-alphanumeric becomes a dash. Returns "" when nothing latin is left
 * (an Arabic-only name): the caller must then ask for an explicit slug.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/&/g, " et ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "")
}
