import { Button, Input, Table, Text, toast, usePrompt } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useExpeditionAction } from "./use-ops"
import { productLabel, type Expedition, type ExpeditionItem } from "./ops"

const RECEIVABLE = ["sent", "received", "partially_received"]

/** One line: editable while in progress, receivable by parts once sent. */
export function ItemRow({ expedition, item }: { expedition: Expedition; item: ExpeditionItem }) {
  const { t } = useTranslation()
  const prompt = usePrompt()
  const action = useExpeditionAction(expedition.id)
  const editable = expedition.status === "inprogress"
  const receivable = RECEIVABLE.includes(expedition.status) && item.quantity_in_transit > 0
  const [quantity, setQuantity] = useState(String(item.quantity))
  const [received, setReceived] = useState("")

  async function remove() {
    const ok = await prompt({
      title: t("dzOps.messages.titleWarning"),
      description: t("dzOps.messages.confirm_remove"),
      confirmText: t("dzOps.expedition.remove"),
      cancelText: t("dzOps.dismiss"),
    })
    if (ok) action.mutate({ path: `/items/${item.id}`, method: "DELETE", success: t("dzOps.messages.item_removed"), error: t("dzOps.messages.error_removing") })
  }

  function update() {
    const n = Number(quantity)
    if (!Number.isInteger(n) || n < 1) {
      // the maximum is what the source holds now: the server names it if the quantity is past it
      toast.warning(t("dzOps.messages.titleWarning"), { description: t("dzOps.messages.invalid_quantity_min") })
      return
    }
    action.mutate({ path: `/items/${item.id}`, body: { quantity: n }, success: t("dzOps.messages.item_updated"), error: t("dzOps.messages.error_updating") })
  }

  function receive() {
    const n = Number(received)
    // Spec §5: zero or less is "invalid data", refused before anything is sent.
    if (!Number.isInteger(n) || n <= 0 || n > item.quantity_in_transit) {
      toast.error(t("dzOps.messages.titleError"), { description: t("dzOps.messages.invalid_data") })
      return
    }
    action.mutate(
      {
        path: `/items/${item.id}/receive`,
        body: { quantity: n },
        success: t("dzOps.messages.part_received", { quantity: n }),
        error: t("dzOps.messages.error_receiving"),
      },
      { onSuccess: () => setReceived("") }
    )
  }

  return (
    <Table.Row data-testid={`item-row-${item.variant_id}`}>
      <Table.Cell>
        <Text size="small" weight="plus">
          {productLabel(item)}
        </Text>
        {item.sku && (
          <Text size="xsmall" className="text-ui-fg-subtle">
            {item.sku}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        {editable ? (
          <div className="flex items-center gap-2">
            <Input
              type="number"
              size="small"
              min={1}
              className="w-20"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              aria-label={t("dzOps.expedition.quantity")}
              data-testid="item-quantity"
            />
            <Button size="small" variant="secondary" onClick={update} disabled={quantity === String(item.quantity)}>
              {t("dzOps.expedition.update")}
            </Button>
            <Button size="small" variant="danger" onClick={remove} data-testid="item-remove">
              {t("dzOps.expedition.remove")}
            </Button>
          </div>
        ) : (
          <span data-testid="item-sent">{item.quantity}</span>
        )}
      </Table.Cell>
      <Table.Cell data-testid="item-received">{item.quantity_received}</Table.Cell>
      <Table.Cell data-testid="item-in-transit">{item.quantity_in_transit}</Table.Cell>
      <Table.Cell className="text-end">
        {receivable && (
          <div className="flex items-center justify-end gap-2">
            <Input
              type="number"
              size="small"
              min={1}
              max={item.quantity_in_transit}
              className="w-20"
              value={received}
              onChange={(e) => setReceived(e.target.value)}
              aria-label={t("dzOps.expedition.receiveQuantity")}
              data-testid="item-receive-quantity"
            />
            <Button size="small" onClick={receive} isLoading={action.isPending} data-testid="item-receive">
              {t("dzOps.expedition.receive")}
            </Button>
          </div>
        )}
      </Table.Cell>
    </Table.Row>
  )
}
