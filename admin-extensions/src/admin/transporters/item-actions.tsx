import { PencilSquare, Trash } from "@medusajs/icons"
import { IconButton, usePrompt } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

/** Edit and delete buttons of one list row; deleting asks first. */
export function ItemActions({ label, testId, onEdit, onDelete }: { label: string; testId: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation()
  const prompt = usePrompt()
  const confirmDelete = async () => {
    const ok = await prompt({
      title: t("dzTransporters.confirm.title"),
      description: t("dzTransporters.confirm.description", { label }),
      confirmText: t("dzTransporters.actions.delete"),
      cancelText: t("dzTransporters.actions.cancel"),
    })
    if (ok) onDelete()
  }
  return (
    <div className="flex justify-end gap-x-1">
      <IconButton size="small" variant="transparent" onClick={onEdit} aria-label={t("dzTransporters.actions.edit")} data-testid={`${testId}-edit`}>
        <PencilSquare />
      </IconButton>
      <IconButton size="small" variant="transparent" onClick={confirmDelete} aria-label={t("dzTransporters.actions.delete")} data-testid={`${testId}-delete`}>
        <Trash />
      </IconButton>
    </div>
  )
}
