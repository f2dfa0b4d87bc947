import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { requestJson } from "../shared/api"
import { codeOf, type AvailableProduct, type Balance, type Expedition, type UnpaidOrder, type Warehouse } from "./ops"
import { maxOfQuantityRefusal } from "./quantity"

const KEY = ["dz-ops"] as const
const get = <T>(path: string) => requestJson<T>(path, { method: "GET" })

export const useWarehouses = () => useQuery({ queryKey: [...KEY, "warehouses"], queryFn: () => get<{ warehouses: Warehouse[] }>("/admin/warehouses") })

export const useExpeditions = () =>
  useQuery({ queryKey: [...KEY, "expeditions"], queryFn: () => get<{ expeditions: Expedition[]; count: number }>("/admin/internal-expeditions?limit=100") })

export const useExpedition = (id: string) =>
  useQuery({ queryKey: [...KEY, "expedition", id], queryFn: () => get<{ expedition: Expedition }>(`/admin/internal-expeditions/${id}`) })

export const useAvailableProducts = (warehouseId: string | undefined, expeditionId: string, q: string, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, "available", warehouseId, expeditionId, q],
    enabled: enabled && !!warehouseId,
    queryFn: () =>
      get<{ products: AvailableProduct[] }>(
        `/admin/warehouses/${warehouseId}/available-products?${new URLSearchParams({ expedition_id: expeditionId, limit: "20", ...(q ? { q } : {}) })}`
      ),
    placeholderData: (previous) => previous,
  })

/**
 * A POST or DELETE on an expedition that answers the expedition: the page is refreshed from the
 * answer and a toast says what happened (spec §8: success and error messages).
 */
export function useExpeditionAction(id: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (a: { path: string; method?: string; body?: unknown; success: string; error: string }) =>
      requestJson<{ expedition: Expedition }>(`/admin/internal-expeditions/${id}${a.path}`, { method: a.method ?? "POST", body: a.body ?? {} }),
    onSuccess: (data, a) => {
      client.setQueryData([...KEY, "expedition", id], { expedition: data.expedition })
      client.invalidateQueries({ queryKey: KEY })
      toast.success(t("dzOps.messages.titleSuccess"), { description: a.success })
    },
    onError: (e: Error, a) => {
      // a quantity past what the warehouse holds: the real maximum, in the staff member's language
      const max = codeOf(e) === "invalid_quantity" ? maxOfQuantityRefusal(e.message) : null
      toast.error(t("dzOps.messages.titleError"), { description: max !== null ? t("dzOps.messages.invalid_quantity", { max }) : `${a.error} — ${e.message}` })
    },
  })
}

export const useUnpaidOrders = (transporterId: string) =>
  useQuery({
    queryKey: [...KEY, "unpaid", transporterId],
    enabled: !!transporterId,
    queryFn: () =>
      get<{ orders: UnpaidOrder[]; count: number }>(`/admin/transporter-payments/unpaid-orders?transporter_id=${encodeURIComponent(transporterId)}`),
  })

export const useBalances = () =>
  useQuery({ queryKey: [...KEY, "balances"], queryFn: () => get<{ balances: Balance[] }>("/admin/transporter-payments/balances") })

export function useRecordPayment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      requestJson<{ payment: { reference: string; difference: number } }>("/admin/transporter-payments", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
