import { useTranslation } from "react-i18next"
import { themeCss, type ThemeColors } from "./theme"

/**
 * The theme applied to sample buttons, headings, text and badges. It lives in a sandboxed iframe
 * (no scripts, no same origin) so the shop's custom CSS cannot restyle the admin or run anything.
 */
export function ThemePreview({ colors, customCss }: { colors: ThemeColors; customCss: string }) {
  const { t, i18n } = useTranslation()
  const dir = i18n.dir?.() ?? "ltr"
  const base = `
    body { font-family: system-ui, sans-serif; margin: 16px; color: var(--color-text); background: #fff; }
    h1, h2 { color: var(--color-heading); margin: 0 0 8px; }
    .brand { color: var(--color-brand); font-weight: 800; letter-spacing: .04em; }
    .btn { border: 0; border-radius: 6px; padding: 8px 14px; color: #fff; margin: 4px; font-size: 14px; }
    .btn-primary { background: var(--color-primary); } .btn-secondary { background: var(--color-secondary); }
    .badge { display: inline-block; border-radius: 999px; padding: 2px 10px; color: #fff; font-size: 12px; margin: 2px; }
    .b-success { background: var(--color-success); } .b-warning { background: var(--color-warning); }
    .b-danger { background: var(--color-danger); } .b-info { background: var(--color-info); }
    footer { margin-top: 16px; padding: 10px; background: var(--color-grey-1); color: #fff; border-radius: 6px; }`
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!)
  const doc = `<!doctype html><html dir="${dir}" lang="${esc(i18n.language)}"><head><meta charset="utf-8"><style>${base}</style><style>${themeCss(colors, customCss).replace(/<\/style/gi, "")}</style></head><body>
    <div class="brand" data-testid="pv-brand">${esc(t("dzContent.theme.sample.brand"))}</div>
    <h1 data-testid="pv-heading">${esc(t("dzContent.theme.sample.heading"))}</h1>
    <p data-testid="pv-text">${esc(t("dzContent.theme.sample.text"))}</p>
    <button class="btn btn-primary" data-testid="pv-primary">${esc(t("dzContent.theme.sample.primary"))}</button>
    <button class="btn btn-secondary" data-testid="pv-secondary">${esc(t("dzContent.theme.sample.secondary"))}</button>
    <div><span class="badge b-success">${esc(t("dzContent.theme.keys.success"))}</span><span class="badge b-warning">${esc(t("dzContent.theme.keys.warning"))}</span><span class="badge b-danger">${esc(t("dzContent.theme.keys.danger"))}</span><span class="badge b-info">${esc(t("dzContent.theme.keys.info"))}</span></div>
    <footer>${esc(t("dzContent.theme.sample.footer"))}</footer></body></html>`
  return (
    <iframe
      title={t("dzContent.theme.preview")}
      sandbox=""
      srcDoc={doc}
      className="shadow-borders-base h-[360px] w-full rounded-lg bg-white"
      data-testid="theme-preview"
    />
  )
}
