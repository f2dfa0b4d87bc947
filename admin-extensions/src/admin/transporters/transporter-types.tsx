import { Badge } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { Transporter } from "./transporters"

/** The delivery types a transporter offers, as badges. */
export function TransporterTypes({ transporter }: { transporter: Transporter }) {
  const { t } = useTranslation()
  const types = [transporter.supports_home && "home", transporter.supports_stop_desk && "stop_desk"].filter(Boolean) as string[]
  if (!types.length) return <span className="text-ui-fg-muted">—</span>
  return (
    <div className="flex flex-wrap gap-1">
      {types.map((type) => (
        <Badge key={type} size="2xsmall" color={type === "home" ? "blue" : "purple"}>
          {t(`dzTransporters.types.${type}`)}
        </Badge>
      ))}
    </div>
  )
}
