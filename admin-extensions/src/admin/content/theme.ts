/** The shop theme: ten colour variables (spec back-office §9 defaults) and custom CSS. */
export const THEME_KEYS = ["brand", "primary", "secondary", "warning", "danger", "success", "info", "text", "heading", "grey-1"] as const
export type ThemeKey = (typeof THEME_KEYS)[number]
export type ThemeColors = Record<ThemeKey, string>
export const THEME_DEFAULTS: ThemeColors = {
  brand: "#000000",
  primary: "#820869",
  secondary: "#180882",
  warning: "#F54705",
  danger: "#DC2107",
  success: "#05BC77",
  info: "#0A2FA8",
  text: "#4f5d77",
  heading: "#222222",
  "grey-1": "#1a1a1a",
}
export const CUSTOM_CSS_MAX = 20 * 1024

/** The CSS the preview frame gets: the variables as --color-* custom properties, then the shop's own CSS. */
export function themeCss(colors: ThemeColors, customCss: string) {
  const vars = THEME_KEYS.map((k) => `--color-${k}: ${colors[k]};`).join(" ")
  return `:root { ${vars} }\n${customCss}`
}

/** Custom CSS problems the API would refuse, found before saving. */
export function customCssError(css: string): "tooLong" | "styleTag" | null {
  if (new TextEncoder().encode(css).length > CUSTOM_CSS_MAX) return "tooLong"
  if (/<\/style/i.test(css)) return "styleTag"
  return null
}
