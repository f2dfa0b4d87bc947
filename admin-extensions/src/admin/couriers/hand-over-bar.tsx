import { Button, Heading, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { printable, type HandOverResult } from "./couriers"
import { HandOverResults } from "./hand-over-results"
import { useHandOver, usePrintLabels } from "./use-couriers"

/**
 * What the agent does with the confirmed orders they ticked: send them to their couriers in one go
 * (a line per order), then print the labels of those handed over as one PDF.
 */
export function HandOverBar({ selected, labelOf, onClear }: { selected: string[]; labelOf: (orderId: string) => string; onClear: () => void }) {
  const { t } = useTranslation()
  const handOver = useHandOver()
  const print = usePrintLabels()
  const [results, setResults] = useState<HandOverResult[]>([])
  // the orders' numbers when they were sent: once handed over they leave the confirmed list
  const [names, setNames] = useState(new Map<string, string>())
  const toPrint = printable(selected, results)
  if (!selected.length && !results.length) return null

  const send = () => {
    setNames(new Map(selected.map((id) => [id, labelOf(id)])))
    handOver.mutate(selected, {
      onSuccess: (r) => {
        setResults(r.results)
        if (r.failed) toast.warning(t("dzCouriers.handOver.someFailed", { ok: r.handed_over, failed: r.failed }))
        else toast.success(t("dzCouriers.handOver.allOk", { count: r.handed_over }))
      },
      onError: (e: Error) => toast.error(t("dzCouriers.toast.error", { message: e.message })),
    })
  }

  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="hand-over-bar">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Text size="small" weight="plus" data-testid="hand-over-selected">
          {t("dzCouriers.handOver.selected", { count: selected.length })}
        </Text>
        <div className="flex flex-wrap gap-2">
          <Button size="small" variant="primary" disabled={!selected.length} isLoading={handOver.isPending} onClick={send} data-testid="hand-over-submit">
            {t("dzCouriers.actions.handOver")}
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={!toPrint.length}
            isLoading={print.isPending}
            onClick={() => print.mutate(toPrint)}
            data-testid="labels-print"
          >
            {t("dzCouriers.actions.printLabels", { count: toPrint.length })}
          </Button>
          <Button
            size="small"
            variant="transparent"
            onClick={() => {
              setResults([])
              onClear()
            }}
            data-testid="hand-over-clear"
          >
            {t("dzCouriers.actions.clear")}
          </Button>
        </div>
      </div>
      {results.length > 0 && (
        <div className="flex flex-col gap-y-2">
          <Heading level="h3">{t("dzCouriers.handOver.title")}</Heading>
          <HandOverResults results={results} labelOf={(id) => names.get(id) ?? labelOf(id)} />
        </div>
      )}
    </div>
  )
}
