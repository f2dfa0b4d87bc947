import { Button, DropdownMenu } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { DOCUMENT_KINDS, DOCUMENTS_MAX_ORDERS } from "./documents"
import { usePrintDocument } from "./use-print-document"

/**
 * "Print": the delivery notes, the picking list or the invoices of these orders as one PDF (decision
 * 0069), in the order given, in the admin's language. Used on the order page and in the queue's bulk bar.
 */
export function PrintMenu({ orderIds, size = "small" }: { orderIds: string[]; size?: "small" | "base" }) {
  const { t } = useTranslation()
  const print = usePrintDocument()
  const tooMany = orderIds.length > DOCUMENTS_MAX_ORDERS
  return (
    <DropdownMenu>
      <DropdownMenu.Trigger asChild>
        <Button
          size={size}
          variant="secondary"
          disabled={!orderIds.length || tooMany}
          isLoading={print.isPending}
          title={tooMany ? t("dzDocuments.tooMany", { max: DOCUMENTS_MAX_ORDERS }) : undefined}
          data-testid="print-menu"
        >
          {t("dzDocuments.print")}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {DOCUMENT_KINDS.map((kind) => (
          <DropdownMenu.Item key={kind} onClick={() => print.mutate({ kind, orderIds })} data-testid={`print-${kind}`}>
            {t(`dzDocuments.kinds.${kind}`, { count: orderIds.length })}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu>
  )
}
