import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { AdminOrderLife } from "./order-life"
import { STATE_COLOR, netOf } from "./order-life"
import { StatusBadge } from "../shared/status-badge"
import { formatDa } from "../shared/price"

/** The three axes side by side, each with its state as a coloured badge and its detail (attempts, date, reason). */
export function LifeAxes({ life }: { life: AdminOrderLife }) {
  const { t, i18n } = useTranslation()
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" }) : "")
  const rows = [
    {
      axis: "confirmation",
      state: life.confirmation_state,
      detail: [
        life.attempts > 0 ? t("dzLife.detail.attempts", { n: life.attempts }) : "",
        life.confirmation_state === "postponed" && life.postponed_until ? t("dzLife.detail.until", { date: when(life.postponed_until) }) : "",
        life.cancel_reason ? t(`dzLife.cancelReason.${life.cancel_reason}`, { defaultValue: life.cancel_reason }) : "",
      ],
    },
    {
      axis: "delivery",
      state: life.delivery_state,
      detail: [
        life.delivery_kind === "exchange" ? t("dzLife.detail.exchange") : "",
        life.tracking_number ? t("dzLife.detail.tracking", { tracking: life.tracking_number }) : "",
        life.delivery_attempts > 0 ? t("dzLife.detail.deliveryAttempts", { n: life.delivery_attempts }) : "",
        life.return_reason ? t(`dzLife.returnReason.${life.return_reason}`, { defaultValue: life.return_reason }) : "",
      ],
    },
    { axis: "money", state: life.money_state, detail: [] as string[] },
  ] as const
  return (
    <div className="flex flex-col gap-y-2">
      <div className="flex items-start justify-between gap-x-3" data-testid="life-order-type">
        <Text size="small" leading="compact" className="text-ui-fg-subtle">
          {t("dzCod.filters.orderType")}
        </Text>
        <StatusBadge color={life.order_type === "online" ? "grey" : "blue"}>{t(`dzCod.orderType.${life.order_type}`)}</StatusBadge>
      </div>
      {rows.map((r) => (
        <div key={r.axis} className="flex items-start justify-between gap-x-3" data-testid={`life-${r.axis}`}>
          <Text size="small" leading="compact" className="text-ui-fg-subtle">
            {t(`dzLife.axis.${r.axis}`)}
          </Text>
          <div className="flex flex-col items-end gap-y-0.5">
            <StatusBadge color={STATE_COLOR[r.state] ?? "grey"} data-testid={`life-${r.axis}-state`} data-state={r.state}>
              {t(`dzLife.state.${r.axis}.${r.state}`)}
            </StatusBadge>
            {r.detail.filter(Boolean).map((d) => (
              <Text key={d} size="xsmall" className="text-ui-fg-muted text-end">
                {d}
              </Text>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}

/** The amounts frozen at hand-over: what the courier collects, keeps, charges on a return, and what the shop nets. */
export function LifeAmounts({ life }: { life: AdminOrderLife }) {
  const { t } = useTranslation()
  if (life.cash_to_collect === null) {
    // a cancelled order will never be handed over: no amounts to announce
    if (life.confirmation_state === "cancelled") return null
    return (
      <Text size="xsmall" className="text-ui-fg-muted" data-testid="life-amounts-pending">
        {t("dzLife.amounts.notFrozen")}
      </Text>
    )
  }
  const net = netOf(life)
  // refused before delivery: nothing was collected and no delivery fee is owed, only the return fee
  const refused = (life.delivery_state === "returned" || life.delivery_state === "returning") && !life.delivered_at
  const rows: [string, number | null][] = [
    ["cash", life.cash_to_collect],
    ["fee", life.courier_fee === null ? null : -life.courier_fee],
    ["returnFee", life.return_fee === null ? null : -life.return_fee],
    ["net", net],
  ]
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-ui-border-base pt-2" data-testid="life-amounts">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className={`text-ui-fg-subtle txt-small ${k === "net" ? "font-medium text-ui-fg-base" : ""}`}>{t(`dzLife.amounts.${k}`)}</dt>
          <dd
            className={`txt-small text-end tabular-nums ${k === "net" ? "font-medium" : ""} ${refused && (k === "cash" || k === "fee") ? "text-ui-fg-muted line-through" : ""}`}
            dir="ltr"
            data-testid={`life-amount-${k}`}
          >
            {v === null ? "—" : formatDa(v)}
          </dd>
        </div>
      ))}
      {refused && (
        <Text size="xsmall" className="text-ui-fg-muted col-span-2" data-testid="life-amounts-refused">
          {t("dzLife.amounts.refused")}
        </Text>
      )}
    </dl>
  )
}
