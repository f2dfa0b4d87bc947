import { Button, Select, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { BulkResponse, BulkResult } from "@shop/contracts/cod-admin"
import { RETURN_REASONS, type ReturnReason } from "@shop/contracts/order-life"
import { requestJson } from "../shared/api"
import { useMyPermissions } from "../staff/use-permissions"
import { announceBulk, BulkResultList } from "./bulk-results"
import { PrintMenu } from "../documents/print-menu"

type BulkAction = { path: "confirm"; body: { note?: string } } | { path: "delivery"; body: { to: "delivered" | "returned"; reason?: ReturnReason } }

/** One bulk action over the ticked orders; the answer is per order (decision 0070). */
function useBulk() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ order_ids, action }: { order_ids: string[]; action: BulkAction }) =>
      requestJson<BulkResponse>(`/admin/cod/bulk/${action.path}`, { method: "POST", body: { order_ids, ...action.body } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["dz-cod"] }),
  })
}

/**
 * Print, confirm, mark delivered or returned every ticked order at once (issue 19 item 4): each order is done
 * whole or refused with its rule, listed under the bar; the others go on. Shown to the roles that may
 * do the same on one order (confirm: agents and owner; deliveries: the warehouse and owner).
 */
export function BulkBar({ selected, labelOf, onClear }: { selected: string[]; labelOf: (orderId: string) => string; onClear: () => void }) {
  const { t, i18n } = useTranslation()
  const perms = useMyPermissions().data?.permissions ?? []
  const bulk = useBulk()
  const [reason, setReason] = useState<ReturnReason | "">("")
  const [asking, setAsking] = useState(false)
  const [results, setResults] = useState<BulkResult[]>([])
  const [names, setNames] = useState(new Map<string, string>())
  const canConfirm = perms.includes("orders.confirm")
  const canDeliver = perms.includes("parcels.hand_over")
  if (!selected.length && !results.length) return null

  const run = (action: BulkAction) => {
    setNames(new Map(selected.map((id) => [id, labelOf(id)])))
    bulk.mutate(
      { order_ids: selected, action },
      {
        onSuccess: (r) => {
          setResults(r.results)
          setAsking(false)
          setReason("")
          onClear()
          announceBulk(t, r, { allOk: "dzCod.bulk.allOk", someFailed: "dzCod.bulk.someFailed" })
        },
        onError: (e: Error) => toast.error(t("dzCod.toast.error", { message: e.message })),
      }
    )
  }

  return (
    <div className="flex flex-col gap-y-2 px-6 py-3" data-testid="bulk-bar">
      {selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <Text size="small" weight="plus" data-testid="bulk-selected">
            {t("dzCod.bulk.selected", { count: selected.length })}
          </Text>
          {/* one PDF of the ticked orders' delivery notes, picking list or invoices (decision 0069) */}
          <PrintMenu orderIds={selected} />
          {canConfirm && (
            <Button size="small" variant="secondary" isLoading={bulk.isPending} onClick={() => run({ path: "confirm", body: {} })} data-testid="bulk-confirm">
              {t("dzCod.bulk.confirm")}
            </Button>
          )}
          {canDeliver && (
            <>
              <Button
                size="small"
                variant="secondary"
                isLoading={bulk.isPending}
                onClick={() => run({ path: "delivery", body: { to: "delivered" } })}
                data-testid="bulk-delivered"
              >
                {t("dzCod.bulk.delivered")}
              </Button>
              <Button size="small" variant="secondary" onClick={() => setAsking((a) => !a)} data-testid="bulk-returned">
                {t("dzCod.bulk.returned")}
              </Button>
            </>
          )}
          {asking && (
            <form
              className="flex items-center gap-2"
              onSubmit={(e) => {
                e.preventDefault()
                if (reason) run({ path: "delivery", body: { to: "returned", reason } })
              }}
            >
              <Select size="small" dir={i18n.dir()} value={reason} onValueChange={(v) => setReason(v as ReturnReason)}>
                <Select.Trigger aria-label={t("dzCod.bulk.reason")} data-testid="bulk-reason">
                  <Select.Value placeholder={t("dzCod.bulk.reason")} />
                </Select.Trigger>
                <Select.Content>
                  {RETURN_REASONS.map((r) => (
                    <Select.Item key={r} value={r} data-testid={`bulk-reason-${r}`}>
                      {t(`dzLife.returnReason.${r}`)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select>
              <Button size="small" type="submit" disabled={!reason} isLoading={bulk.isPending} data-testid="bulk-returned-send">
                {t("dzCod.bulk.returnedSend")}
              </Button>
            </form>
          )}
        </div>
      )}
      <BulkResultList results={results} names={names} doneText={() => t("dzCod.bulk.done")} testId="bulk" />
    </div>
  )
}
