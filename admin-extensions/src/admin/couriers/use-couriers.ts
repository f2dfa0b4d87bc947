import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { ApiError, exportUrl, requestJson } from "../shared/api"
import { TRANSPORTERS_KEY } from "../transporters/use-transporters"
import { FINAL_STATUSES, labelsPath, type CallNowEntry, type CourierAccount, type CourierSyncPlan, type HandOverResponse, type Parcel } from "./couriers"

const KEY = ["dz-couriers"] as const
const ACCOUNTS = [...KEY, "accounts"] as const
const parcelsKey = (orderId: string) => [...KEY, "parcels", orderId] as const

/** Every courier account (one per linked transporter: a handful, so one list serves every screen). */
export function useCourierAccounts() {
  return useQuery({
    queryKey: ACCOUNTS,
    queryFn: () => requestJson<{ courier_accounts: CourierAccount[] }>("/admin/courier-accounts", { method: "GET" }),
    select: (r) => r.courier_accounts,
  })
}

/** Links a transporter (no id) or changes its account; refusals are left to the form (shown by field). */
export function useSaveCourierAccount(id?: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      requestJson<{ courier_account: CourierAccount }>(id ? `/admin/courier-accounts/${id}` : "/admin/courier-accounts", { method: "POST", body }),
    onSuccess: ({ courier_account }) => {
      toast.success(t(id ? "dzCouriers.toast.updated" : "dzCouriers.toast.linked", { name: courier_account.name }))
      return client.invalidateQueries({ queryKey: ACCOUNTS })
    },
  })
}

export function useUnlinkCourierAccount() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (account: CourierAccount) => requestJson(`/admin/courier-accounts/${account.id}`, { method: "DELETE" }),
    onSuccess: (_d, account) => {
      toast.success(t("dzCouriers.toast.unlinked", { name: account.name }))
      return client.invalidateQueries({ queryKey: ACCOUNTS })
    },
    onError: (e: Error) => toast.error(t("dzCouriers.toast.error", { message: e.message })),
  })
}

export type TestAnswer = { ok: boolean; error: string | null; kind: string | null; courier_account: CourierAccount }

/** Asks the courier with the stored credentials; the outcome is kept on the account (shown under it). */
export function useTestCourierAccount() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (account: CourierAccount) => requestJson<TestAnswer>(`/admin/courier-accounts/${account.id}/test-connection`, { method: "POST" }),
    onSuccess: (r) => {
      if (r.ok) toast.success(t("dzCouriers.test.ok", { name: r.courier_account.name }))
      else toast.error(t("dzCouriers.test.failed", { message: r.error }))
      return client.invalidateQueries({ queryKey: ACCOUNTS })
    },
    onError: (e: Error) => toast.error(t("dzCouriers.toast.error", { message: e.message })),
  })
}

/** Sends orders to their couriers (a result per order); the queue, the lives and the parcels change. */
export function useHandOver() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (order_ids: string[]) => requestJson<HandOverResponse>("/admin/couriers/hand-over", { method: "POST", body: { order_ids } }),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (q) => ["dz-couriers", "dz-life", "dz-cod", "orders", "order"].includes(String(q.queryKey[0])) && q.queryKey[1] !== "accounts",
      }),
  })
}

/** The order's parcels with their histories; asked again every 10 s while one is still moving. */
export function useOrderParcels(orderId: string) {
  return useQuery({
    queryKey: parcelsKey(orderId),
    queryFn: () => requestJson<{ parcels: Parcel[] }>(`/admin/orders/${orderId}/parcels`, { method: "GET" }),
    select: (r) => r.parcels,
    refetchInterval: (q) => {
      const live = q.state.data?.parcels.find((p) => p.state === "created" || p.state === "sending")
      return live && !FINAL_STATUSES.has(live.status) ? 10_000 : false
    },
  })
}

/**
 * The labels of these orders as one PDF, opened in a new tab. The tab is opened before the request
 * (a tab opened after an await is a pop-up the browser blocks); without one, the PDF is downloaded.
 */
export function usePrintLabels() {
  const { t } = useTranslation()
  return useMutation({
    mutationFn: async (orderIds: string[]) => {
      const tab = window.open("", "_blank")
      try {
        const res = await fetch(exportUrl(labelsPath(orderIds)), { credentials: "include" })
        if (!res.ok) {
          const json = await res.json().catch(() => ({}))
          throw new ApiError(json.message || res.statusText, res.status)
        }
        const url = URL.createObjectURL(await res.blob())
        if (tab) tab.location.href = url
        else {
          const a = document.createElement("a")
          a.href = url
          a.download = `labels-${orderIds.length}.pdf`
          a.click()
        }
        // the tab has read it by then; the URL would otherwise live as long as the admin
        setTimeout(() => URL.revokeObjectURL(url), 60_000)
      } catch (e) {
        tab?.close()
        throw e
      }
    },
    onError: (e: Error) => toast.error(t("dzCouriers.labels.error", { message: e.message })),
  })
}

/** "Call the buyer now": orders whose courier just failed a delivery attempt, asked again every 30 s. */
export function useCallNow() {
  return useQuery({
    queryKey: [...KEY, "call-now"],
    queryFn: () => requestJson<{ calls: CallNowEntry[] }>("/admin/couriers/call-now", { method: "GET" }),
    select: (r) => r.calls,
    refetchInterval: 30_000,
  })
}

/**
 * "Sync from courier": without `apply`, the courier's tariff and desks against the transporter's
 * (a preview); with it, the same plan saved (the rates and desks of the transporter are then read again).
 * A courier refusal (502/422) is left to the caller, shown beside the preview.
 */
export function useCourierSync(account: CourierAccount) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (apply: boolean) =>
      requestJson<{ plan: CourierSyncPlan }>(`/admin/courier-accounts/${account.id}/sync`, { method: "POST", body: apply ? { apply: true } : {} }),
    onSuccess: ({ plan }) => {
      if (!plan.applied) return
      toast.success(t("dzCouriers.sync.applied", { name: account.name }))
      return client.invalidateQueries({ queryKey: [...TRANSPORTERS_KEY, account.transporter_id] })
    },
  })
}
