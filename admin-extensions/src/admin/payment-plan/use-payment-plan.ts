import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { AdminPaymentPlanResponse, PostAdminPaymentPlan } from "@shop/contracts/pos"
import { ApiError, requestJson } from "../shared/api"

const key = (orderId: string) => ["dz-payment-plan", orderId] as const

/** The order's payment plan; null when it has none (404). */
export function usePaymentPlan(orderId: string) {
  return useQuery({
    queryKey: key(orderId),
    queryFn: async () => {
      try {
        return (await requestJson<AdminPaymentPlanResponse>(`/admin/orders/${orderId}/payment-plan`, { method: "GET" })).payment_plan
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null
        throw e
      }
    },
  })
}

/** Gives the order its plan; a refusal names its fields (the caller shows them). */
export function useCreatePaymentPlan(orderId: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: PostAdminPaymentPlan) => requestJson<AdminPaymentPlanResponse>(`/admin/orders/${orderId}/payment-plan`, { method: "POST", body }),
    onSuccess: (r) => {
      client.setQueryData(key(orderId), r.payment_plan)
      toast.success(t("dzPlan.toast.created"))
    },
  })
}

/**
 * Records one line's payment. Medusa's payment of the order was captured for its amount: the order's
 * own queries are refreshed; a 409 (paid meanwhile by someone else) reloads the plan.
 */
export function useRecordPlanPayment(orderId: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ seq, method }: { seq: number; method: "cash" | "card" }) =>
      requestJson<AdminPaymentPlanResponse>(`/admin/orders/${orderId}/payment-plan/lines/${seq}/payments`, { method: "POST", body: { method } }),
    onSuccess: (r) => {
      client.setQueryData(key(orderId), r.payment_plan)
      toast.success(t("dzPlan.toast.paid"))
      return client.invalidateQueries({ predicate: (q) => q.queryKey[0] === "orders" || q.queryKey[0] === "order" })
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) return client.invalidateQueries({ queryKey: key(orderId) })
    },
  })
}
