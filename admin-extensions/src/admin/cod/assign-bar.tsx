import { Button, Select, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { BulkResult } from "@shop/contracts/cod-admin"
import { useAgents, useAssign, type AssignTarget } from "./use-agents"
import { announceBulk, BulkResultList } from "./bulk-results"

const TURN = "round_robin"
const NOBODY = "nobody"

/**
 * The supervisor's bulk dealing (decision 0068): the ticked open orders to one agent, in turn among
 * the agents on duty, or to nobody; each order's result is listed (one refused does not stop the rest).
 */
export function AssignBar({ selected, labelOf, onClear }: { selected: string[]; labelOf: (orderId: string) => string; onClear: () => void }) {
  const { t, i18n } = useTranslation()
  const agents = useAgents().data?.agents ?? []
  const assign = useAssign()
  const [choice, setChoice] = useState<string>(TURN)
  const [results, setResults] = useState<BulkResult[]>([])
  const [names, setNames] = useState(new Map<string, string>())
  if (!selected.length && !results.length) return null
  const nameOf = (id: string | null | undefined) => (id ? (agents.find((a) => a.user_id === id)?.name ?? id) : t("dzAgents.assign.nobody"))

  const send = () => {
    const target: AssignTarget = choice === TURN ? { round_robin: true } : { agent_id: choice === NOBODY ? null : choice }
    setNames(new Map(selected.map((id) => [id, labelOf(id)])))
    assign.mutate(
      { order_ids: selected, target },
      {
        onSuccess: (r) => {
          setResults(r.results)
          onClear()
          announceBulk(t, r, { allOk: "dzAgents.assign.allOk", someFailed: "dzAgents.assign.someFailed" })
        },
        onError: (e: Error) => toast.error(t("dzCod.toast.error", { message: e.message })),
      }
    )
  }

  return (
    <div className="flex flex-col gap-y-2 px-6 py-3" data-testid="assign-bar">
      {selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Text size="small" weight="plus" data-testid="assign-selected">
            {t("dzAgents.assign.selected", { count: selected.length })}
          </Text>
          <div className="min-w-[200px]">
            <Select size="small" dir={i18n.dir()} value={choice} onValueChange={setChoice}>
              <Select.Trigger data-testid="assign-target" aria-label={t("dzAgents.assign.to")}>
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                <Select.Item value={TURN} data-testid="assign-target-round_robin">
                  {t("dzAgents.assign.roundRobin")}
                </Select.Item>
                {agents.map((a) => (
                  <Select.Item key={a.user_id} value={a.user_id} data-testid={`assign-target-${a.user_id}`}>
                    {a.name}
                  </Select.Item>
                ))}
                <Select.Item value={NOBODY} data-testid="assign-target-nobody">
                  {t("dzAgents.assign.nobody")}
                </Select.Item>
              </Select.Content>
            </Select>
          </div>
          <Button size="small" onClick={send} isLoading={assign.isPending} data-testid="assign-send">
            {t("dzAgents.assign.send")}
          </Button>
        </div>
      )}
      <BulkResultList results={results} names={names} doneText={(r) => t("dzAgents.assign.to_", { name: nameOf(r.agent_id) })} testId="assign" />
    </div>
  )
}
