import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

/** Loading, error and empty states shared by the geography lists. */
export function QueryState({ isLoading, error, empty }: { isLoading: boolean; error: Error | null; empty: boolean }) {
  const { t } = useTranslation()
  const message = isLoading ? t("dzGeo.loading") : error ? t("dzGeo.loadError", { message: error.message }) : empty ? t("dzGeo.empty") : null
  if (!message) return null
  return (
    <Text size="small" className={`px-6 py-8 text-center ${error ? "text-ui-fg-error" : "text-ui-fg-muted"}`} data-testid="geo-state">
      {message}
    </Text>
  )
}
