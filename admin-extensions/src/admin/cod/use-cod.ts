import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type {
  AdminBlockedPhonesResponse,
  AdminCodConfirmationResponse,
  AdminCodConfirmationsResponse,
  AdminCodLeadsResponse,
  BlockedPhone,
  CommuneTransportersResponse,
  QueueFilters,
} from "./cod"
import type { CallOutcome } from "@shop/contracts/cod-admin"
import { dayBounds } from "./cod"
import { requestJson } from "../shared/api"
import { sdk } from "../shared/sdk"

const KEY = ["dz-cod"] as const

export function useConfirmations(filters: QueueFilters) {
  const { from, to, ...rest } = filters
  const query = Object.fromEntries(Object.entries({ ...rest, ...dayBounds(from, to), limit: 200 }).filter(([, v]) => v !== undefined && v !== ""))
  return useQuery({
    queryKey: [...KEY, "confirmations", query],
    queryFn: () => sdk.client.fetch<AdminCodConfirmationsResponse>("/admin/cod/confirmations", { query }),
    placeholderData: (previous) => previous,
  })
}

export type OutcomeInput = {
  order_id: string
  outcome: CallOutcome
  postponed_until?: string | null
  reason?: string | null
  note?: string | null
  label: string
}

/** Logs a call and its outcome (decision 0068); the queue and the leads are refreshed (a cancel changes the order). */
export function useSetOutcome() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ order_id, label: _label, ...body }: OutcomeInput) =>
      sdk.client.fetch<AdminCodConfirmationResponse>(`/admin/cod/confirmations/${order_id}`, { method: "POST", body }),
    onSuccess: (_d, { outcome, label }) => {
      toast.success(t(`dzCod.toast.${outcome}`, { order: label }))
      return client.invalidateQueries({ queryKey: KEY })
    },
  })
}

export function useLeads(status: "open" | "converted") {
  return useQuery({
    queryKey: [...KEY, "leads", status],
    queryFn: () => sdk.client.fetch<AdminCodLeadsResponse>("/admin/cod/leads", { query: { status, limit: 200 } }),
  })
}

/** Places a lead's order; refusals keep their per-field `errors` (hence requestJson, not the js-sdk). */
export function usePlaceLeadOrder(leadId: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      requestJson<{ order: { id: string; display_id: number; total: number } }>(`/admin/cod/leads/${leadId}/order`, { method: "POST", body }),
    onSuccess: ({ order }) => {
      toast.success(t("dzCod.toast.leadOrdered", { order: `#${order.display_id}` }))
      return client.invalidateQueries({ queryKey: KEY })
    },
  })
}

/** The transporters and prices the store would offer for a commune (what the buyer is told on the phone). */
export function useCommuneQuote(commune: number | null) {
  return useQuery({
    queryKey: [...KEY, "quote", commune],
    enabled: !!commune,
    queryFn: () => sdk.client.fetch<CommuneTransportersResponse>(`/admin/commune-quotes/${commune}`),
    retry: false,
  })
}

export type VariantLabel = { id: string; title: string; product: { title: string } | null }

/** Product and variant names of a lead's lines (the lead keeps only variant ids and quantities). */
export function useVariantLabels(ids: string[]) {
  return useQuery({
    queryKey: [...KEY, "variants", ids],
    enabled: ids.length > 0,
    queryFn: () =>
      sdk.client.fetch<{ variants: VariantLabel[] }>("/admin/product-variants", { query: { id: ids, fields: "id,title,product.title", limit: ids.length } }),
  })
}

export function useBlockedPhones() {
  return useQuery({
    queryKey: [...KEY, "blocked"],
    queryFn: () => sdk.client.fetch<AdminBlockedPhonesResponse>("/admin/cod/blocked-phones"),
  })
}

export function useBlockPhone() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: { phone: string; reason: string | null }) =>
      requestJson<{ blocked_phone: BlockedPhone }>("/admin/cod/blocked-phones", { method: "POST", body }),
    onSuccess: ({ blocked_phone }) => {
      toast.success(t("dzCod.toast.blocked", { phone: blocked_phone.phone }))
      return client.invalidateQueries({ queryKey: [...KEY, "blocked"] })
    },
  })
}

export function useUnblockPhone() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (row: BlockedPhone) => sdk.client.fetch(`/admin/cod/blocked-phones/${row.id}`, { method: "DELETE" }),
    onSuccess: (_d, row) => {
      toast.success(t("dzCod.toast.unblocked", { phone: row.phone }))
      return client.invalidateQueries({ queryKey: [...KEY, "blocked"] })
    },
    onError: (error: Error) => toast.error(t("dzCod.toast.error", { message: error.message })),
  })
}
