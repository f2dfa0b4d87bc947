import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { AdminOrderLifeResponse, ConfirmationChange, DeliveryChange, MoneyChange } from "./order-life"
import type { ExchangeRequest, PostOrderEdit, PostOrderMerge } from "@shop/contracts/order-life"
import { ApiError, requestJson } from "../shared/api"
import { sdk } from "../shared/sdk"

const key = (orderId: string) => ["dz-life", orderId] as const

/** The order's life; null when the order has none (not a cash-on-delivery order: 404). */
export function useOrderLife(orderId: string) {
  return useQuery({
    queryKey: key(orderId),
    queryFn: async () => {
      try {
        return await requestJson<AdminOrderLifeResponse>(`/admin/orders/${orderId}/life`, { method: "GET" })
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null
        throw e
      }
    },
  })
}

export type LifeChange = { axis: "confirmation"; body: ConfirmationChange } | { axis: "delivery"; body: DeliveryChange } | { axis: "money"; body: MoneyChange }

/**
 * Moves one axis. The answer is the new life (put in the cache at once); Medusa's own order
 * (fulfillment, payment, status) changed too, so its queries are refreshed. A refusal (409 with the
 * rule) is shown by the caller; the life is reloaded since another agent may have moved it.
 */
export function useChangeLife(orderId: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ axis, body }: LifeChange) => requestJson<AdminOrderLifeResponse>(`/admin/orders/${orderId}/life/${axis}`, { method: "POST", body }),
    onSuccess: (r, { axis, body }) => {
      client.setQueryData(key(orderId), r)
      toast.success(t("dzLife.toast.done"), { description: t(`dzLife.state.${axis}.${body.to}`) })
      return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === "orders" || q.queryKey[0] === "order" })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) return client.invalidateQueries({ queryKey: key(orderId) })
    },
  })
}

/**
 * Records an exchange of a delivered order (decision 0042): the answer is the life, now an exchange
 * parcel to hand over with the difference to collect; Medusa's order (its exchange) is refreshed.
 */
export function useExchange(orderId: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: ExchangeRequest) => requestJson<AdminOrderLifeResponse>(`/admin/orders/${orderId}/life/exchange`, { method: "POST", body }),
    onSuccess: (r) => {
      client.setQueryData(key(orderId), r)
      toast.success(t("dzLife.toast.done"), { description: t("dzLife.exchange.done", { amount: r.life.cash_to_collect ?? 0 }) })
      return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === "orders" || q.queryKey[0] === "order" })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) return client.invalidateQueries({ queryKey: key(orderId) })
    },
  })
}

/**
 * An edit during the call or a merge of a duplicate (decision 0071): the answer is the life; Medusa's
 * order (lines, shipping, totals) changed, so its queries and the queue are refreshed.
 */
function useOrderChange<B>(orderId: string, path: "edit" | "merge", done: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: B) => requestJson<AdminOrderLifeResponse>(`/admin/orders/${orderId}/life/${path}`, { method: "POST", body }),
    onSuccess: (r) => {
      client.setQueryData(key(orderId), r)
      toast.success(t(done))
      return client.invalidateQueries({ predicate: (q) => ["orders", "order", "dz-cod", "dz-life"].includes(String(q.queryKey[0])) })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) return client.invalidateQueries({ queryKey: key(orderId) })
    },
  })
}

export const useEditOrder = (orderId: string) => useOrderChange<PostOrderEdit>(orderId, "edit", "dzLife.edit.done")
export const useMergeOrder = (orderId: string) => useOrderChange<PostOrderMerge>(orderId, "merge", "dzCod.duplicate.merged")

type UserRow = { id: string; email: string; first_name: string | null; last_name: string | null }

/** The admin users, to name who made each change (the history keeps their id). */
export function useUserNames() {
  return useQuery({
    queryKey: ["dz-life", "users"],
    queryFn: () => sdk.client.fetch<{ users: UserRow[] }>("/admin/users", { query: { limit: 200, fields: "id,email,first_name,last_name" } }),
    select: (r) => new Map(r.users.map((u) => [u.id, [u.first_name, u.last_name].filter(Boolean).join(" ") || u.email])),
    staleTime: 5 * 60 * 1000,
  })
}
