import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { AdminCodAgentsResponse, AdminCodAgentStatsResponse, AdminCodCallsResponse, BulkResponse } from "@shop/contracts/cod-admin"
import { requestJson } from "../shared/api"
import { sdk } from "../shared/sdk"
import { dayBounds } from "./cod"

const KEY = ["dz-cod"] as const

/** The confirmation agents, on duty first, with their open queue, and who the caller is. */
export function useAgents() {
  return useQuery({
    queryKey: [...KEY, "agents"],
    queryFn: () => sdk.client.fetch<AdminCodAgentsResponse>("/admin/cod/agents"),
    staleTime: 15_000,
  })
}

/** On or off duty (an agent for themselves, the owner for anyone). */
export function useSetDuty() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ user_id, on_duty }: { user_id: string; on_duty: boolean; name: string }) =>
      requestJson(`/admin/cod/agents/${user_id}`, { method: "POST", body: { on_duty } }),
    onSuccess: (_d, { on_duty, name }) => {
      toast.success(t(on_duty ? "dzAgents.toast.onDuty" : "dzAgents.toast.offDuty", { name }))
      return client.invalidateQueries({ queryKey: [...KEY, "agents"] })
    },
    onError: (e: Error) => toast.error(t("dzCod.toast.error", { message: e.message })),
  })
}

export type AssignTarget = { agent_id: string | null } | { round_robin: true }

/** Deals orders to an agent, in turn, or to nobody; the answer is per order. */
export function useAssign() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ order_ids, target }: { order_ids: string[]; target: AssignTarget }) =>
      requestJson<BulkResponse>("/admin/cod/assign", { method: "POST", body: { order_ids, ...target } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  })
}

/** An order's logged calls, newest first (read when its history is opened). */
export function useCalls(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, "calls", orderId],
    enabled,
    queryFn: () => sdk.client.fetch<AdminCodCallsResponse>(`/admin/cod/confirmations/${orderId}/calls`),
  })
}

/** Each agent's figures over the days picked (both included). */
export function useAgentStats(from?: string, to?: string) {
  const query = dayBounds(from, to)
  return useQuery({
    queryKey: [...KEY, "agent-stats", query],
    queryFn: () => sdk.client.fetch<AdminCodAgentStatsResponse>("/admin/cod/agent-stats", { query }),
    placeholderData: (previous) => previous,
  })
}
