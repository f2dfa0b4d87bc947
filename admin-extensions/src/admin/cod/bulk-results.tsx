import { Text, toast } from "@medusajs/ui"
import type { TFunction } from "i18next"
import type { BulkResponse, BulkResult } from "@shop/contracts/cod-admin"

/** What a bulk action did, order by order: done (with `doneText`) or refused with its reason. */
export function BulkResultList({
  results,
  names,
  doneText,
  testId,
}: {
  results: BulkResult[]
  names: Map<string, string>
  doneText: (r: BulkResult) => string
  testId: string
}) {
  if (!results.length) return null
  return (
    <ul className="flex flex-col gap-y-1" data-testid={`${testId}-results`}>
      {results.map((r) => (
        <li key={r.order_id} data-testid={`${testId}-result-${r.ok ? "ok" : "failed"}`}>
          <Text size="xsmall" className={r.ok ? "text-ui-fg-subtle" : "text-ui-fg-error"}>
            {names.get(r.order_id) ?? r.order_id}: {r.ok ? doneText(r) : r.message}
          </Text>
        </li>
      ))}
    </ul>
  )
}

/** The toast of a bulk answer: all done, or how many were refused (`keys`: the two messages). */
export function announceBulk(t: TFunction, r: BulkResponse, keys: { allOk: string; someFailed: string }) {
  if (r.failed) toast.warning(t(keys.someFailed, { ok: r.done, failed: r.failed }))
  else toast.success(t(keys.allOk, { count: r.done }))
}
