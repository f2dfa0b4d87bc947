import { THEME_DEFAULTS, type ThemeColors } from "@shop/contracts/content"

/** Back-office spec §9 defaults, used for any colour missing or not a plain CSS colour. */
export const DEFAULT_THEME: ThemeColors = THEME_DEFAULTS

// Only values that cannot close the rule or the <style>: #hex, rgb()/rgba()/hsl()/hsla() of numbers, a keyword.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/deg]+\)|[a-z]{3,20})$/i

export function isSafeColor(value: unknown): value is string {
  return typeof value === "string" && COLOR.test(value.trim())
}

/** `:root{--color-primary:...}` for the ten theme colours (Tailwind's `theme-*` colours read them). */
export function themeCss(colors: Partial<ThemeColors> | null | undefined): string {
  const vars = (Object.keys(DEFAULT_THEME) as (keyof ThemeColors)[]).map((k) => {
    const v = colors?.[k]
    return `--color-${k}:${isSafeColor(v) ? v.trim() : DEFAULT_THEME[k]};`
  })
  return `:root{${vars.join("")}}`
}

/** The admin's custom CSS, unable to end the <style> it is put in (the backend refuses it too). */
export function safeCustomCss(css: string | null | undefined): string {
  return String(css ?? "")
    .replace(/<\/?(style|script)/gi, "")
    .replace(/<!--|-->/g, "")
}

/** True for a dark #rgb/#rrggbb background (relative luminance under 0.4), so its text goes white. */
export function isDarkColor(value: string): boolean {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())
  if (!m) return false
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1]
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.4
}
