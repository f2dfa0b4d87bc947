import { Button, toast, usePrompt } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useCatalogWrite } from "./use-catalog"

/**
 * Deletes one catalogue row after a confirmation. A brand or line that products still use is
 * refused (409): the toast says so in the admin's language.
 */
export function DeleteButton({
  path,
  name,
  description,
  testId,
  onDeleted,
}: {
  path: string
  name: string
  description: string
  testId: string
  onDeleted?: () => void
}) {
  const { t } = useTranslation()
  const prompt = usePrompt()
  const remove = useCatalogWrite("dzCatalog.toast.deleted")
  const click = async () => {
    const ok = await prompt({
      title: t("dzCatalog.delete.title", { name }),
      description,
      confirmText: t("dzCatalog.delete.confirm"),
      cancelText: t("dzTransporters.actions.cancel"),
    })
    if (!ok) return
    remove.mutate(
      { path, method: "DELETE", name },
      {
        onSuccess: onDeleted,
        onError: (e: Error & { status?: number }) =>
          toast.error(e.status === 409 ? t("dzCatalog.toast.inUse", { name }) : t("dzCatalog.toast.deleteRefused", { name, message: e.message })),
      }
    )
  }
  return (
    <Button size="small" variant="transparent" className="text-ui-fg-error" isLoading={remove.isPending} onClick={click} data-testid={testId}>
      {t("dzCatalog.delete.confirm")}
    </Button>
  )
}
