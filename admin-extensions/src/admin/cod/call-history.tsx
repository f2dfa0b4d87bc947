import { Button, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { AdminCodConfirmation } from "@shop/contracts/cod-admin"
import { useCalls } from "./use-agents"

/** The order's agent and last call, and on demand every call it had (who, when, outcome, note). */
export function CallHistory({ confirmation: c }: { confirmation: AdminCodConfirmation }) {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const calls = useCalls(c.order_id, open)
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" })
  return (
    <div className="flex flex-col gap-y-1" data-testid="call-history">
      <Text size="xsmall" className="text-ui-fg-subtle" data-testid="assigned-agent">
        {c.assigned_name ? t("dzAgents.row.assigned", { name: c.assigned_name }) : t("dzAgents.row.unassigned")}
      </Text>
      {c.last_call && (
        <Text size="xsmall" data-testid="last-call">
          {t("dzAgents.row.lastCall", {
            outcome: t(`dzAgents.outcomes.${c.last_call.outcome}`),
            date: when(c.last_call.at),
            name: c.last_call.agent_name ?? "—",
          })}
        </Text>
      )}
      {c.last_call && (
        <Button size="small" variant="transparent" className="w-fit px-0" onClick={() => setOpen((o) => !o)} data-testid="calls-toggle">
          {open ? t("dzAgents.row.hideCalls") : t("dzAgents.row.showCalls")}
        </Button>
      )}
      {open && (
        <ol className="flex flex-col gap-y-1 border-s ps-2" data-testid="calls-list">
          {(calls.data?.calls ?? []).map((call) => (
            <li key={call.id} data-testid="call-entry">
              <Text size="xsmall">
                <span className="font-medium">{t(`dzAgents.outcomes.${call.outcome}`)}</span> · {when(call.created_at)} · {call.agent_name ?? "—"}
              </Text>
              {call.postponed_until && (
                <Text size="xsmall" className="text-ui-fg-subtle">
                  {t("dzCod.queue.until", { date: when(call.postponed_until) })}
                </Text>
              )}
              {(call.note || call.reason) && (
                <Text size="xsmall" className="text-ui-fg-subtle max-w-[240px] break-words">
                  {[call.reason, call.note].filter(Boolean).join(" — ")}
                </Text>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
