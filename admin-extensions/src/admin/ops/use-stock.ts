import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { WarehouseStockResponse } from "@shop/contracts/expeditions"
import { requestJson } from "../shared/api"

export type { WarehouseStockLine as StockLine } from "@shop/contracts/expeditions"

const KEY = ["dz-ops", "stock"] as const

/** A warehouse's stock as Medusa's inventory holds it, searchable by product, variant or SKU. */
export const useWarehouseStock = (warehouseId: string, q: string) =>
  useQuery({
    queryKey: [...KEY, warehouseId, q],
    enabled: !!warehouseId,
    queryFn: () =>
      requestJson<WarehouseStockResponse>(`/admin/warehouses/${warehouseId}/stock?${new URLSearchParams({ limit: "50", ...(q ? { q } : {}) })}`, {
        method: "GET",
      }),
    placeholderData: (previous) => previous,
  })

/** Adds a positive quantity to one variant in one warehouse (an audited movement), then refreshes. */
export function useAddStock(warehouseId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { variant_id: string; quantity: number; reason?: string }) =>
      requestJson<{ quantity_added: number; level: { stocked_quantity: number; available_quantity: number } }>(`/admin/warehouses/${warehouseId}/stock`, {
        method: "POST",
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, warehouseId] }),
  })
}
