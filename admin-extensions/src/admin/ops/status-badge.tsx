import { StatusBadge as UiStatusBadge } from "../shared/status-badge"
import { useTranslation } from "react-i18next"

const COLORS: Record<string, "grey" | "blue" | "orange" | "green" | "red" | "purple"> = {
  inprogress: "grey",
  sent: "blue",
  received: "purple",
  partially_received: "orange",
  fully_received: "green",
  completed: "green",
  cancelled: "red",
}

/** An expedition status in the admin's language (the spec's statuses, spelled correctly). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <UiStatusBadge color={COLORS[status] ?? "grey"} data-testid="expedition-status" data-status={status}>
      {t(`dzOps.status.${status}`)}
    </UiStatusBadge>
  )
}
