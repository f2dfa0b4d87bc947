import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"

/** "← Brands": the arrow points back in the reading direction (→ in Arabic). */
export function BackLink({ to, label }: { to: string; label: string }) {
  const { i18n } = useTranslation()
  return (
    <Link to={to} className="text-ui-fg-subtle txt-compact-small hover:underline" data-testid="back-link">
      {i18n.dir() === "rtl" ? "→" : "←"} {label}
    </Link>
  )
}
