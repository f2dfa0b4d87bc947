import { useTranslation } from "react-i18next"
import type { CustomerSummary } from "./customers"

/** "Amine Kaci", or a placeholder for a customer Medusa made without a name. */
export function CustomerName({ customer }: { customer: Pick<CustomerSummary, "first_name" | "last_name"> }) {
  const { t } = useTranslation()
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(" ")
  return <>{name || t("dzCustomers.noName")}</>
}
