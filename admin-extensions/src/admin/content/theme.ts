/** The shop theme: ten colour variables (spec back-office §9 defaults, in the content contract) and custom CSS. */
import { CUSTOM_CSS_MAX, THEME_COLORS, type ThemeColors } from "@shop/contracts/content"

export { CUSTOM_CSS_MAX, THEME_COLORS, THEME_DEFAULTS } from "@shop/contracts/content"
export type { ThemeColors } from "@shop/contracts/content"

/** The CSS the preview frame gets: the variables as --color-* custom properties, then the shop's own CSS. */
export function themeCss(colors: ThemeColors, customCss: string) {
  const vars = THEME_COLORS.map((k) => `--color-${k}: ${colors[k]};`).join(" ")
  return `:root { ${vars} }\n${customCss}`
}

/** Custom CSS problems the API would refuse, found before saving. */
export function customCssError(css: string): "tooLong" | "styleTag" | null {
  if (new TextEncoder().encode(css).length > CUSTOM_CSS_MAX) return "tooLong"
  if (/<\/style/i.test(css)) return "styleTag"
  return null
}
