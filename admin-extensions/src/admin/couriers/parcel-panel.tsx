import { Button, Heading, Text, toast } from "@medusajs/ui"
import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useOrderLife } from "../order-life/use-order-life"
import { StatusBadge } from "../shared/status-badge"
import { PARCEL_COLOR, parcelStatusLabel, type Parcel } from "./couriers"
import { useCourierAccounts, useHandOver, useOrderParcels, usePrintLabels } from "./use-couriers"

/** One parcel: its courier, tracking, status in our words and the courier's, the last error, its history newest first. */
function ParcelCard({ parcel, courier }: { parcel: Parcel; courier: string }) {
  const { t, i18n } = useTranslation()
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" })
  const events = [...parcel.events].reverse()
  return (
    <div className="flex flex-col gap-y-2" data-testid="parcel" data-state={parcel.state} data-status={parcel.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Text size="small" weight="plus">
          {courier}
        </Text>
        <StatusBadge
          color={parcel.state === "created" ? PARCEL_COLOR[parcel.status] : parcel.state === "sending" ? "orange" : "red"}
          data-testid="parcel-status"
        >
          {parcel.state === "created" ? parcelStatusLabel(i18n.language, parcel.status) : t(`dzCouriers.parcel.state.${parcel.state}`)}
        </StatusBadge>
      </div>
      <dl className="txt-compact-small grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-ui-fg-subtle">{t("dzCouriers.parcel.tracking")}</dt>
        <dd dir="ltr" className="font-mono text-start" data-testid="parcel-tracking">
          {parcel.tracking ?? "—"}
        </dd>
        <dt className="text-ui-fg-subtle">{t("dzCouriers.parcel.reference")}</dt>
        <dd dir="ltr" className="text-start">
          {parcel.reference}
        </dd>
        {parcel.raw_status && (
          <>
            <dt className="text-ui-fg-subtle">{t("dzCouriers.parcel.courierSays")}</dt>
            <dd data-testid="parcel-raw">
              {parcel.raw_status}
              {parcel.raw_reason && ` — ${parcel.raw_reason}`}
            </dd>
          </>
        )}
      </dl>
      {parcel.last_error && (
        <Text size="xsmall" className="text-ui-fg-error" data-testid="parcel-error">
          {t("dzCouriers.parcel.lastError", { message: parcel.last_error })}
        </Text>
      )}
      {events.length > 0 && (
        <ol className="flex flex-col gap-y-1.5 border-t border-ui-border-base pt-2" data-testid="parcel-history">
          {events.map((e) => (
            <li key={e.id} className="flex flex-col" data-testid="parcel-event" data-status={e.status}>
              <div className="flex flex-wrap items-center gap-x-2">
                <StatusBadge color={PARCEL_COLOR[e.status]}>{parcelStatusLabel(i18n.language, e.status)}</StatusBadge>
                <Text size="xsmall" className="text-ui-fg-muted">
                  {when(e.occurred_at)} · {t(`dzCouriers.parcel.source.${e.source}`, { defaultValue: e.source })}
                </Text>
              </div>
              <Text size="xsmall" className="text-ui-fg-subtle">
                {[e.raw_status, e.raw_reason, e.location].filter(Boolean).join(" — ")}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/**
 * The order's parcel at its courier (issue 16): shown when the order has one or its transporter has a
 * courier account. Hand over from here (a confirmed order not shipped yet), print the label, and watch
 * the statuses the courier sends arrive; each new one refreshes the order's life too.
 */
export function ParcelPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const life = useOrderLife(orderId).data?.life
  const accounts = useCourierAccounts().data ?? []
  const parcels = useOrderParcels(orderId)
  const handOver = useHandOver()
  const print = usePrintLabels()
  const list = parcels.data ?? []
  const latest = list.find((p) => p.state === "created" && p.tracking)
  const account = life?.transporter_id ? accounts.find((a) => a.transporter_id === life.transporter_id && a.active) : undefined
  const newest = list[0]?.events.at(-1)?.id

  // a status the courier sent moved the delivery axis: the life widget beside must show it. The
  // worker applies it to the order's life a moment after the parcel records it, so read again shortly after too.
  useEffect(() => {
    if (!newest) return
    const refresh = () => void client.invalidateQueries({ queryKey: ["dz-life", orderId] })
    refresh()
    const timers = [2_000, 6_000, 15_000].map((ms) => setTimeout(refresh, ms))
    return () => timers.forEach(clearTimeout)
  }, [newest, orderId, client])

  if (!life || (!account && !list.length)) return null
  const canHandOver = !!account && life.confirmation_state === "confirmed" && life.delivery_state === "not_shipped" && !latest
  const courierOf = (id: string) => accounts.find((a) => a.id === id)?.name ?? t("dzCouriers.parcel.unlinked")

  const send = () =>
    handOver.mutate([orderId], {
      onSuccess: ({ results: [r] }) => {
        if (r?.ok) toast.success(t("dzCouriers.handOver.oneOk", { tracking: r.tracking ?? "—" }))
        else if (r) toast.error(r.retryable ? `${r.message} — ${t("dzCouriers.handOver.retry")}` : r.message)
      },
      onError: (e: Error) => toast.error(t("dzCouriers.toast.error", { message: e.message })),
    })

  return (
    <div className="flex flex-col gap-y-3" data-testid="parcel-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading level="h2">{t("dzCouriers.parcel.title")}</Heading>
        <div className="flex flex-wrap gap-2">
          {canHandOver && (
            <Button size="small" variant="primary" isLoading={handOver.isPending} onClick={send} data-testid="parcel-hand-over">
              {t("dzCouriers.actions.handOver")}
            </Button>
          )}
          {latest && (
            <Button size="small" variant="secondary" isLoading={print.isPending} onClick={() => print.mutate([orderId])} data-testid="parcel-label">
              {t("dzCouriers.actions.printLabel")}
            </Button>
          )}
        </div>
      </div>
      {parcels.error && (
        <Text size="small" className="text-ui-fg-error">
          {t("dzCouriers.loadError", { message: parcels.error.message })}
        </Text>
      )}
      {!list.length && account && (
        <Text size="small" className="text-ui-fg-muted" data-testid="parcel-none">
          {t(canHandOver ? "dzCouriers.parcel.ready" : "dzCouriers.parcel.none", { name: account.name })}
        </Text>
      )}
      {list.map((p) => (
        <ParcelCard key={p.id} parcel={p} courier={courierOf(p.account_id)} />
      ))}
    </div>
  )
}
