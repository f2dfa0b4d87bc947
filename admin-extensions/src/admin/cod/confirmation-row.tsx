import { Badge, Button, Checkbox, Table, Text, toast } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useSetOutcome } from "./use-cod"
import { Can } from "../staff/can"
import { placeLabel, STATUS_COLOR, type Confirmation } from "./cod"
import { formatDa } from "../shared/price"
import { BuyerCell } from "./buyer-cell"
import { RiskBadge } from "../customers/risk-badge"
import { EarlierOrders } from "./earlier-orders"
import type { PendingOutcome } from "./outcome-form"
import { CallHistory } from "./call-history"

/**
 * One order of the queue: who to call, where it goes, where the call stands, its agent and calls,
 * and the call's outcomes (confirm, no answer, busy, switched off in one click; postpone and end in a form).
 */
export function ConfirmationRow({
  confirmation: c,
  transporter,
  onAsk,
  selected,
  onSelect,
}: {
  confirmation: Confirmation
  transporter?: string
  onAsk: (p: PendingOutcome) => void
  /** Ticked: a confirmed order for a hand-over to the courier, an open one to be dealt to an agent. */
  selected: boolean
  onSelect: (on: boolean) => void
}) {
  const { t, i18n } = useTranslation()
  const set = useSetOutcome()
  const label = `#${c.order?.display_id ?? "?"}`
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" })
  const quick = (outcome: "confirmed" | "no_answer" | "busy" | "switched_off" | "duplicate") =>
    set.mutate({ order_id: c.order_id, outcome, label }, { onError: (e: Error) => toast.error(t("dzCod.toast.error", { message: e.message })) })
  const final = c.status === "cancelled"
  const busy = set.isPending ? set.variables?.outcome : undefined

  return (
    <Table.Row data-testid={`confirmation-${c.order?.display_id ?? c.order_id}`} data-due={c.due ? "true" : undefined} className="align-top [&_td]:py-3">
      <Table.Cell className="w-8">
        {c.status === "confirmed" ? (
          <Checkbox
            checked={selected}
            onCheckedChange={(v) => onSelect(v === true)}
            aria-label={t("dzCouriers.handOver.select", { order: label })}
            data-testid="hand-over-check"
          />
        ) : (
          !final && (
            <Can permission="orders.assign">
              <Checkbox
                checked={selected}
                onCheckedChange={(v) => onSelect(v === true)}
                aria-label={t("dzAgents.assign.select", { order: label })}
                data-testid="assign-check"
              />
            </Can>
          )
        )}
      </Table.Cell>
      <Table.Cell>
        <div className="flex flex-col gap-y-1">
          <Link to={`/orders/${c.order_id}`} className="text-ui-fg-interactive font-medium hover:underline">
            {label}
          </Link>
          <Text size="xsmall" className="text-ui-fg-muted">
            {when(c.created_at)}
          </Text>
          {c.order && (
            <Text size="small" weight="plus">
              <span dir="ltr">{formatDa(c.order.total)}</span>
            </Text>
          )}
          {c.probable_duplicate_of && !final && (
            <div className="flex flex-col items-start gap-y-1" data-testid="probable-duplicate">
              <Badge size="2xsmall" color="orange" className="w-fit">
                {t("dzCod.duplicate.of")}{" "}
                <Link to={`/orders/${c.probable_duplicate_of.order_id}`} className="underline">
                  #{c.probable_duplicate_of.display_id ?? "?"}
                </Link>
              </Badge>
              <Text size="xsmall" className="text-ui-fg-subtle">
                {t(`dzCod.duplicate.${c.probable_duplicate_of.by}`)}
              </Text>
              <Can permission="orders.confirm">
                <Button size="small" variant="secondary" isLoading={busy === "duplicate"} onClick={() => quick("duplicate")} data-testid="action-duplicate">
                  {t("dzCod.duplicate.cancel")}
                </Button>
              </Can>
            </div>
          )}
        </div>
      </Table.Cell>
      <Table.Cell>
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
      </Table.Cell>
      <Table.Cell>
        <div className="flex flex-col gap-y-1">
          <Text size="small" data-testid="place">
            {placeLabel(i18n.language, c.place, c.wilaya_code, c.commune_code)}
          </Text>
          <Text size="xsmall" className="text-ui-fg-subtle">
            {transporter ?? "—"}
            {c.delivery_type && ` · ${t(`dzTransporters.types.${c.delivery_type}`, { defaultValue: c.delivery_type })}`}
          </Text>
        </div>
      </Table.Cell>
      <Table.Cell>
        <div className="flex flex-col gap-y-1" data-testid="confirmation-status">
          <StatusBadge color={STATUS_COLOR[c.status]} className="w-fit whitespace-nowrap">
            {t(`dzCod.status.${c.status}`)}
          </StatusBadge>
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
      </Table.Cell>
      <Table.Cell>
        <CallHistory confirmation={c} />
      </Table.Cell>
      <Table.Cell>
        <EarlierOrders orders={c.earlier_orders} testId="earlier-orders" />
      </Table.Cell>
      <Table.Cell className="text-end">
        {final ? (
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
        )}
      </Table.Cell>
    </Table.Row>
  )
}
