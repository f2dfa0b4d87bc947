import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { OrderLifeEvent } from "./order-life"
import { useUserNames } from "./use-order-life"
import { formatDaIsolated } from "../shared/price"

type Line = { line_item_id?: string; quantity?: number }
type Changed = { title?: string; from?: number; to?: number }
type Added = { title?: string; quantity?: number }
type Side = { commune?: number; name?: { fr?: string; ar?: string } | null; shipping?: number }

/**
 * The facts an event carries, each as a short phrase: attempt n, postponed until, reason, return
 * lines, tracking number, remittance, amounts. Unknown keys are shown as they are rather than hidden.
 */
/** An amount isolated left to right, so "250 DA" does not read "DA 250" inside an Arabic sentence. */
const amount = formatDaIsolated
/** A product's name or a number kept whole inside an Arabic sentence (left-to-right isolate). */
const iso = (s: string) => `\u2066${s}\u2069`

function useFacts(lineTitles: Map<string, string>) {
  const { t, i18n } = useTranslation()
  const date = (v: unknown) => new Date(String(v)).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" })
  const ar = i18n.language?.startsWith("ar")
  // "from → to" points the way the line is read: leftwards in Arabic
  const arrow = ar ? "←" : "→"
  const side = (s: Side | undefined) => `${(ar ? s?.name?.ar : s?.name?.fr) ?? s?.commune ?? "?"} (${amount(Number(s?.shipping ?? 0))})`
  return (e: OrderLifeEvent): string[] =>
    Object.entries(e.data ?? {}).flatMap(([k, v]): string[] => {
      if (v === null || v === undefined || v === "") return []
      switch (k) {
        // an edit during the call (decision 0071)
        case "kind":
          // an edit is named by the event's heading
          return v === "edit" ? [] : [`${k}: ${String(v)}`]
        case "changed_lines":
          return Array.isArray(v)
            ? [
                t("dzLife.fact.changedLines", {
                  lines: (v as Changed[]).map((l) => `${iso(l.title ?? "?")} ${iso(String(l.from ?? "?"))} ${arrow} ${iso(String(l.to ?? "?"))}`).join(", "),
                }),
              ]
            : []
        case "added_items":
          return Array.isArray(v)
            ? [t("dzLife.fact.addedItems", { lines: (v as Added[]).map((l) => iso(`${l.quantity ?? "?"} × ${l.title ?? "?"}`)).join(", ") })]
            : []
        case "delivery": {
          const d = v as { from?: Side; to?: Side }
          return [t("dzLife.fact.deliveryMoved", { from: side(d.from), to: side(d.to) })]
        }
        case "address": {
          const a = v as { from?: string; to?: string }
          return [t("dzLife.fact.addressMoved", { from: a.from || "—", to: a.to || "—" })]
        }
        case "total_before":
          return typeof v === "number" && typeof e.data?.total_after === "number" && v !== e.data.total_after
            ? [t("dzLife.fact.totalMoved", { from: amount(v), to: amount(e.data.total_after) })]
            : []
        case "total_after":
          return []
        case "attempt":
        case "attempts":
        case "delivery_attempts":
          return [t("dzLife.fact.attempt", { n: String(v) })]
        case "postponed_until":
          return [t("dzLife.fact.until", { date: date(v) })]
        case "reason":
        case "cancel_reason":
        case "return_reason":
          return [t(`dzLife.${e.axis === "confirmation" ? "cancelReason" : "returnReason"}.${String(v)}`, { defaultValue: String(v) })]
        case "lines":
          return Array.isArray(v)
            ? [
                t("dzLife.fact.lines", {
                  lines: (v as Line[]).map((l) => `${l.quantity ?? "?"} × ${lineTitles.get(l.line_item_id ?? "") ?? l.line_item_id}`).join(", "),
                }),
              ]
            : []
        case "by": {
          // a change the other axis made (money collected on delivery): "axis:state"
          const [axis, to] = String(v).split(":")
          return [
            t("dzLife.fact.by", { change: `${t(`dzLife.axis.${axis}`, { defaultValue: axis })} → ${t(`dzLife.state.${axis}.${to}`, { defaultValue: to })}` }),
          ]
        }
        case "captured_payment_id":
          return [t("dzLife.fact.captured")]
        case "restocked":
          return Array.isArray(v) && v.length ? [t("dzLife.fact.restocked")] : []
        case "fee_source":
        case "fulfillment_id":
        case "location_id":
        case "payment_id":
          // internal: where the fee came from, Medusa's fulfillment, warehouse and payment ids
          return []
        case "return_id":
          return [t("dzLife.fact.returnRecorded")]
        case "returned_items":
          return Array.isArray(v) && v.length
            ? [
                t("dzLife.fact.receivedLines", {
                  lines: (v as { id?: string; quantity?: number }[]).map((l) => `${l.quantity ?? "?"} × ${lineTitles.get(l.id ?? "") ?? l.id}`).join(", "),
                }),
              ]
            : []
        case "payment_cancelled":
          return v === true ? [t("dzLife.fact.paymentCancelled")] : []
        case "returned_value":
        case "credited_not_owed":
        case "refund_amount":
          return typeof v === "number" ? [t(`dzLife.fact.${k}`, { amount: amount(v) })] : []
        case "tracking_number":
          return [t("dzLife.detail.tracking", { tracking: String(v) })]
        case "remittance_id":
        case "remittance_reference":
          return [t("dzLife.fact.remittance", { ref: String(v) })]
        case "cash_to_collect":
        case "courier_fee":
        case "return_fee":
        case "amount":
        case "received":
          return typeof v === "number" ? [`${t(`dzLife.fact.${k}`)} ${amount(v)}`] : []
        default:
          return [`${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`]
      }
    })
}

/** Every change, newest first: when, who, axis, from → to, note and facts. */
export function LifeHistory({ events, lineTitles }: { events: OrderLifeEvent[]; lineTitles: Map<string, string> }) {
  const { t, i18n } = useTranslation()
  const users = useUserNames()
  const facts = useFacts(lineTitles)
  // newest first; changes of the same instant (delivered and collected) in the reverse of the order they were written
  const sorted = events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.created_at.localeCompare(a.e.created_at) || b.i - a.i)
    .map(({ e }) => e)
  const state = (axis: string, s: string) => t(`dzLife.state.${axis}.${s}`, { defaultValue: s })
  if (!sorted.length) {
    return (
      <Text size="xsmall" className="text-ui-fg-muted">
        {t("dzLife.history.empty")}
      </Text>
    )
  }
  return (
    <ol className="flex flex-col gap-y-3" data-testid="life-history">
      {sorted.map((e) => (
        <li
          key={e.id}
          className="flex flex-col gap-y-0.5 border-s-2 border-ui-border-strong ps-3"
          data-testid="life-event"
          data-axis={e.axis}
          data-to={e.to_state}
        >
          <Text size="small" leading="compact" weight="plus">
            {e.from_state === "none"
              ? t("dzLife.history.placed")
              : e.data?.kind === "edit"
                ? t("dzLife.fact.edited")
                : `${t(`dzLife.axis.${e.axis}`)} · ${state(e.axis, e.from_state)} → ${state(e.axis, e.to_state)}`}
          </Text>
          <Text size="xsmall" className="text-ui-fg-muted">
            {new Date(e.created_at).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" })} ·{" "}
            {e.actor_id ? (users.data?.get(e.actor_id) ?? e.actor_id) : t("dzLife.history.system")}
          </Text>
          {facts(e).map((f) => (
            <Text key={f} size="xsmall" className="text-ui-fg-subtle">
              {f}
            </Text>
          ))}
          {e.note && (
            <Text size="xsmall" className="text-ui-fg-subtle italic">
              « {e.note} »
            </Text>
          )}
        </li>
      ))}
    </ol>
  )
}
