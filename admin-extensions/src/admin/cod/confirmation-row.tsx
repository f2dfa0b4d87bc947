import { Badge, Button, Checkbox, Table, Text, toast } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useSetOutcome } from "./use-cod"
import { useMergeOrder } from "../order-life/use-order-life"
import { Can } from "../staff/can"
import { placeLabel, STATUS_COLOR, type Confirmation } from "./cod"
import { formatDa } from "../shared/price"
import { BuyerCell } from "./buyer-cell"
import { RiskBadge } from "../customers/risk-badge"
import { EarlierOrders } from "./earlier-orders"
import type { PendingOutcome } from "./outcome-form"
import { CallHistory } from "./call-history"

type RowProps = {
  confirmation: Confirmation
  transporter?: string
  onAsk: (p: PendingOutcome) => void
  /** Ticked: a confirmed order for a hand-over to the courier, an open one to be dealt to an agent. */
  selected: boolean
  onSelect: (on: boolean) => void
}

/**
 * One order of the queue: who to call, where it goes, where the call stands, its agent and calls,
 * and the call's outcomes (confirm, no answer, busy, switched off in one click; postpone and end in a form).
 */
export function ConfirmationRow(props: RowProps) {
  const c = props.confirmation
  return (
    <Table.Row data-testid={`confirmation-${c.order?.display_id ?? c.order_id}`} data-due={c.due ? "true" : undefined} className="align-top [&_td]:py-3">
      <Table.Cell className="w-8">
        <Tick {...props} />
      </Table.Cell>
      <Table.Cell>
        <OrderCell {...props} />
      </Table.Cell>
      <Table.Cell>
        <Buyer c={c} />
      </Table.Cell>
      <Table.Cell>
        <PlaceCell {...props} />
      </Table.Cell>
      <Table.Cell>
        <StatusCell c={c} />
      </Table.Cell>
      <Table.Cell>
        <CallHistory confirmation={c} />
      </Table.Cell>
      <Table.Cell>
        <EarlierOrders orders={c.earlier_orders} testId="earlier-orders" />
      </Table.Cell>
      <Table.Cell className="text-end">
        <Actions {...props} />
      </Table.Cell>
    </Table.Row>
  )
}

/**
 * The same order as a card, for the agent's phone (issue 19 item 10): the buyer and the call buttons
 * first, big enough for a thumb, then the place, the status, the calls and the earlier orders.
 */
export function ConfirmationCard(props: RowProps) {
  const c = props.confirmation
  return (
    <li
      className="border-ui-border-base flex flex-col gap-y-3 rounded-lg border p-4"
      data-testid={`confirmation-${c.order?.display_id ?? c.order_id}`}
      data-due={c.due ? "true" : undefined}
    >
      <div className="flex items-start justify-between gap-x-3">
        <Buyer c={c} />
        <div className="flex items-start gap-x-2">
          <OrderCell {...props} />
          <Tick {...props} />
        </div>
      </div>
      <PlaceCell {...props} />
      <StatusCell c={c} />
      <CallHistory confirmation={c} />
      <EarlierOrders orders={c.earlier_orders} testId="earlier-orders" />
      <Actions {...props} />
    </li>
  )
}

const labelOf = (c: Confirmation) => `#${c.order?.display_id ?? "?"}`
const useWhen = () => {
  const { i18n } = useTranslation()
  return (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" })
}

function Tick({ confirmation: c, selected, onSelect }: RowProps) {
  const { t } = useTranslation()
  const label = labelOf(c)
  if (c.status === "confirmed")
    return (
      <Checkbox
        checked={selected}
        onCheckedChange={(v) => onSelect(v === true)}
        aria-label={t("dzCouriers.handOver.select", { order: label })}
        data-testid="hand-over-check"
      />
    )
  if (c.status === "cancelled") return null
  return (
    <Can permission="orders.assign">
      <Checkbox
        checked={selected}
        onCheckedChange={(v) => onSelect(v === true)}
        aria-label={t("dzAgents.assign.select", { order: label })}
        data-testid="assign-check"
      />
    </Can>
  )
}

function OrderCell({ confirmation: c }: RowProps) {
  const { t } = useTranslation()
  const when = useWhen()
  const set = useSetOutcome()
  const final = c.status === "cancelled"
  const dup = c.probable_duplicate_of
  return (
    <div className="flex flex-col gap-y-1">
      <Link to={`/orders/${c.order_id}`} className="text-ui-fg-interactive font-medium hover:underline">
        {labelOf(c)}
      </Link>
      <Text size="xsmall" className="text-ui-fg-muted">
        {when(c.created_at)}
      </Text>
      {c.order && (
        <Text size="small" weight="plus">
          <span dir="ltr">{formatDa(c.order.total)}</span>
        </Text>
      )}
      {dup && !final && (
        <div className="flex flex-col items-start gap-y-1" data-testid="probable-duplicate">
          <Badge size="2xsmall" color="orange" className="w-fit whitespace-nowrap">
            {t("dzCod.duplicate.of")}{" "}
            <Link to={`/orders/${dup.order_id}`} className="underline">
              #{dup.display_id ?? "?"}
            </Link>
          </Badge>
          <Text size="xsmall" className="text-ui-fg-subtle">
            {t(`dzCod.duplicate.${dup.by}`)}
          </Text>
          <Can permission="orders.confirm">
            <Button
              size="small"
              variant="secondary"
              isLoading={set.isPending}
              onClick={() =>
                set.mutate(
                  { order_id: c.order_id, outcome: "duplicate", label: labelOf(c) },
                  { onError: (e: Error) => toast.error(t("dzCod.toast.error", { message: e.message })) }
                )
              }
              data-testid="action-duplicate"
            >
              {t("dzCod.duplicate.cancel")}
            </Button>
          </Can>
          <Can permission="orders.edit">
            <MergeButton orderId={c.order_id} into={dup} />
          </Can>
        </div>
      )}
    </div>
  )
}

/** Merges the duplicate into the buyer's other order (decision 0071): its lines added there, then cancelled as a duplicate. */
function MergeButton({ orderId, into }: { orderId: string; into: NonNullable<Confirmation["probable_duplicate_of"]> }) {
  const { t } = useTranslation()
  const merge = useMergeOrder(orderId)
  const order = String(into.display_id ?? "?")
  return (
    <Button
      size="small"
      variant="secondary"
      isLoading={merge.isPending}
      onClick={() => {
        if (!window.confirm(t("dzCod.duplicate.mergeConfirm", { order }))) return
        merge.mutate({ into_order_id: into.order_id }, { onError: (e: Error) => toast.error(t("dzCod.toast.error", { message: e.message })) })
      }}
      data-testid="action-merge"
    >
      {t("dzCod.duplicate.merge", { order })}
    </Button>
  )
}

function Buyer({ c }: { c: Confirmation }) {
  return (
    <BuyerCell
      firstName={c.first_name}
      lastName={c.last_name}
      phone={c.phone}
      callUrl={c.call_url}
      testId="call-link"
      customerHref={c.customer_id ? `/cod/customers/${c.customer_id}` : null}
    >
      {c.risk && <RiskBadge level={c.risk} flag={c.risk_flag} testId="queue-risk" />}
    </BuyerCell>
  )
}

function PlaceCell({ confirmation: c, transporter }: RowProps) {
  const { t, i18n } = useTranslation()
  return (
    <div className="flex flex-col gap-y-1">
      <Text size="small" data-testid="place">
        {placeLabel(i18n.language, c.place, c.wilaya_code, c.commune_code)}
      </Text>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {transporter ?? "—"}
        {c.delivery_type && ` · ${t(`dzTransporters.types.${c.delivery_type}`, { defaultValue: c.delivery_type })}`}
      </Text>
    </div>
  )
}

function StatusCell({ c }: { c: Confirmation }) {
  const { t } = useTranslation()
  const when = useWhen()
  return (
    <div className="flex flex-col gap-y-1" data-testid="confirmation-status">
      <StatusBadge color={STATUS_COLOR[c.status]} className="w-fit whitespace-nowrap">
        {t(`dzCod.status.${c.status}`)}
      </StatusBadge>
      {c.order_type && c.order_type !== "online" && (
        <Badge size="2xsmall" color="purple" className="w-fit" data-testid="order-type">
          {t(`dzCod.orderType.${c.order_type}`)}
        </Badge>
      )}
      {c.source && (
        // the ad that brought the order (decision 0073): utm_source · utm_campaign
        <Badge size="2xsmall" color="blue" className="w-fit" dir="ltr" title={t("dzAttribution.source")} data-testid="order-source">
          {c.campaign ? `${c.source} · ${c.campaign}` : c.source}
        </Badge>
      )}
      {c.attempts > 0 && (
        <Badge size="2xsmall" className="w-fit" data-testid="attempts">
          {t("dzCod.queue.attempts", { count: c.attempts })}
        </Badge>
      )}
      {c.status === "postponed" && c.postponed_until && (
        <Text size="xsmall" data-testid="postponed-until">
          {t("dzCod.queue.until", { date: when(c.postponed_until) })}
        </Text>
      )}
      {c.due && (
        <Badge size="2xsmall" color="orange" className="w-fit" data-testid="call-back-due">
          {t("dzAgents.row.due")}
        </Badge>
      )}
      {c.reason && (
        <Text size="xsmall" className="text-ui-fg-subtle max-w-[220px]" data-testid="cancel-reason">
          {c.reason}
        </Text>
      )}
    </div>
  )
}

function Actions({ confirmation: c, onAsk }: RowProps) {
  const { t } = useTranslation()
  const set = useSetOutcome()
  const quick = (outcome: "confirmed" | "no_answer" | "busy" | "switched_off") =>
    set.mutate({ order_id: c.order_id, outcome, label: labelOf(c) }, { onError: (e: Error) => toast.error(t("dzCod.toast.error", { message: e.message })) })
  const final = c.status === "cancelled"
  const busy = set.isPending ? set.variables?.outcome : undefined
  return final ? (
    <Text size="xsmall" className="text-ui-fg-muted">
      {t("dzCod.queue.final")}
    </Text>
  ) : (
    <Can permission="orders.confirm">
      <div className="flex flex-wrap justify-end gap-2">
        {c.status !== "confirmed" && (
          <Button size="small" variant="primary" isLoading={busy === "confirmed"} onClick={() => quick("confirmed")} data-testid="action-confirmed">
            {t("dzCod.actions.confirm")}
          </Button>
        )}
        <Button size="small" variant="secondary" isLoading={busy === "no_answer"} onClick={() => quick("no_answer")} data-testid="action-no_answer">
          {t("dzCod.actions.noAnswer")}
        </Button>
        {c.status !== "confirmed" && (
          <>
            <Button size="small" variant="secondary" isLoading={busy === "busy"} onClick={() => quick("busy")} data-testid="action-busy">
              {t("dzAgents.outcomes.busy")}
            </Button>
            <Button
              size="small"
              variant="secondary"
              isLoading={busy === "switched_off"}
              onClick={() => quick("switched_off")}
              data-testid="action-switched_off"
            >
              {t("dzAgents.outcomes.switched_off")}
            </Button>
          </>
        )}
        <Button size="small" variant="secondary" onClick={() => onAsk({ confirmation: c, status: "postponed" })} data-testid="action-postponed">
          {t("dzCod.actions.postpone")}
        </Button>
        <Button size="small" variant="danger" onClick={() => onAsk({ confirmation: c, status: "cancelled" })} data-testid="action-cancelled">
          {t("dzCod.actions.cancel")}
        </Button>
      </div>
    </Can>
  )
}
