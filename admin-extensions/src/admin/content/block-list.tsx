import { ArrowDownMini, ArrowUpMini, DotsSix } from "@medusajs/icons"
import { Badge, IconButton, Text } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useState, type DragEvent } from "react"
import { useTranslation } from "react-i18next"
import { LtrSwitch } from "../shared/ltr-switch"
import { moveItem, pick, type AdminBlock } from "./content"

type Props = {
  blocks: AdminBlock[]
  onReorder: (next: AdminBlock[]) => void
  onEdit: (b: AdminBlock) => void
  onToggle: (b: AdminBlock, active: boolean) => void
  busy: boolean
}

/**
 * The page's blocks in display order. Reordered by native HTML5 drag and drop (a row is dropped
 * where the pointer is), or with the up/down buttons for keyboard users; each change is handed up
 * at once and saved by the page.
 */
export function BlockList({ blocks, onReorder, onEdit, onToggle, busy }: Props) {
  const { t, i18n } = useTranslation()
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)

  const drop = (e: DragEvent, to: number) => {
    e.preventDefault()
    const from = dragged ?? Number(e.dataTransfer.getData("text/plain"))
    setDragged(null)
    setOver(null)
    if (Number.isInteger(from) && from !== to) onReorder(moveItem(blocks, from, to))
  }

  return (
    <ol className="flex flex-col gap-y-2 px-6 py-4" data-testid="block-list" aria-busy={busy}>
      {blocks.map((b, i) => (
        <li
          key={b.id}
          draggable
          onDragStart={(e) => {
            setDragged(i)
            e.dataTransfer.effectAllowed = "move"
            e.dataTransfer.setData("text/plain", String(i))
          }}
          onDragOver={(e) => {
            e.preventDefault()
            e.dataTransfer.dropEffect = "move"
            setOver(i)
          }}
          onDragLeave={() => setOver((o) => (o === i ? null : o))}
          onDrop={(e) => drop(e, i)}
          onDragEnd={() => {
            setDragged(null)
            setOver(null)
          }}
          className={`shadow-borders-base bg-ui-bg-base flex items-center gap-x-3 rounded-lg px-3 py-2 ${over === i && dragged !== i ? "ring-ui-border-interactive ring-2" : ""} ${dragged === i ? "opacity-50" : ""}`}
          data-testid={`block-row-${i}`}
          data-block-id={b.id}
          data-block-type={b.type}
        >
          <span className="text-ui-fg-muted cursor-grab" aria-hidden>
            <DotsSix />
          </span>
          <Text size="xsmall" className="text-ui-fg-muted w-6 text-center">
            {i + 1}
          </Text>
          <button type="button" className="flex min-w-0 flex-1 flex-col items-start text-start" onClick={() => onEdit(b)} data-testid={`block-edit-${i}`}>
            <Text size="small" weight="plus" className="truncate" data-testid={`block-title-${i}`}>
              {pick(b.title, i18n.language) || t("dzContent.blocks.untitled")}
            </Text>
            <Badge size="2xsmall">{t(`dzContent.types.${b.type}`)}</Badge>
          </button>
          <StatusBadge color={b.active ? "green" : "grey"}>{t(b.active ? "dzContent.status.active" : "dzContent.status.inactive")}</StatusBadge>
          <LtrSwitch checked={b.active} onCheckedChange={(v) => onToggle(b, v)} aria-label={t("dzContent.block.active")} data-testid={`block-toggle-${i}`} />
          <IconButton
            size="small"
            variant="transparent"
            disabled={i === 0 || busy}
            onClick={() => onReorder(moveItem(blocks, i, i - 1))}
            aria-label={t("dzContent.actions.moveUp")}
            data-testid={`block-up-${i}`}
          >
            <ArrowUpMini />
          </IconButton>
          <IconButton
            size="small"
            variant="transparent"
            disabled={i === blocks.length - 1 || busy}
            onClick={() => onReorder(moveItem(blocks, i, i + 1))}
            aria-label={t("dzContent.actions.moveDown")}
            data-testid={`block-down-${i}`}
          >
            <ArrowDownMini />
          </IconButton>
        </li>
      ))}
    </ol>
  )
}
