import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { AdminPosSales, PostAdminPosCashier } from "@shop/contracts/pos"
import { sdk } from "../shared/sdk"

const KEY = ["dz-till"] as const
export const TILL_PAGE = 20

/** The shops' till sales, newest first; `flagged` only those the manager must look at. */
export const useTillSales = (flagged: boolean, offset: number) =>
  useQuery({
    queryKey: [...KEY, "sales", flagged, offset],
    queryFn: () => sdk.client.fetch<AdminPosSales>("/admin/pos/sales", { query: { limit: TILL_PAGE, offset, ...(flagged ? { flagged: "true" } : {}) } }),
    placeholderData: (previous) => previous,
  })

export const useTillSettings = () =>
  useQuery({ queryKey: [...KEY, "settings"], queryFn: () => sdk.client.fetch<{ settings: { max_line_discount_percent: number } }>("/admin/pos/settings") })

export const useCashiers = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, "cashiers"],
    enabled,
    queryFn: () => sdk.client.fetch<{ cashiers: { email: string; location_id: string }[] }>("/admin/pos/cashiers"),
  })

export const useLocations = () =>
  useQuery({
    queryKey: [...KEY, "locations"],
    queryFn: () =>
      sdk.client.fetch<{ stock_locations: { id: string; name: string }[] }>("/admin/stock-locations", { query: { fields: "id,name", limit: 100 } }),
  })

/** A write of the till's settings or assignments: the page refreshes, a toast says it. */
function useTillWrite<T>(path: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: T) => sdk.client.fetch(path, { method: "POST", body: body as Record<string, unknown> }),
    onSuccess: () => {
      toast.success(t("dzTill.saved"))
      return client.invalidateQueries({ queryKey: KEY })
    },
    onError: (e: Error) => toast.error(t("dzTill.saveError", { message: e.message })),
  })
}
export const useSaveSettings = () => useTillWrite<{ max_line_discount_percent: number }>("/admin/pos/settings")
export const useAssignCashier = () => useTillWrite<PostAdminPosCashier>("/admin/pos/cashiers")
