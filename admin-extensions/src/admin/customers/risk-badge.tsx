import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { StatusBadge } from "../shared/status-badge"
import { RISK_COLOR, type CustomerFlag, type RiskLevel } from "./customers"

/** The buyer's risk level, and the refusal flag with its reason when set (a flag never blocks: a person decides). */
export function RiskBadge({ level, flag, testId = "customer-risk" }: { level: RiskLevel; flag?: CustomerFlag | null; testId?: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-start gap-y-1">
      <StatusBadge color={RISK_COLOR[level]} data-testid={testId} data-risk={level}>
        {t(`dzCustomers.risk.${level}`)}
      </StatusBadge>
      {flag && (
        <Text size="xsmall" className="text-ui-fg-error" data-testid={`${testId}-flag`}>
          {t("dzCustomers.flag", { count: flag.refusals, threshold: flag.threshold })}
        </Text>
      )}
    </div>
  )
}
