import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { requestJson } from "../lib/api"

export type StockLine = {
  product_id: string
  variant_id: string
  product_title: string
  variant_title: string | null
  sku: string | null
  stocked_quantity: number
  reserved_quantity: number
  available_quantity: number
}

const KEY = ["dz-ops", "stock"] as const

/** A warehouse's stock as Medusa's inventory holds it, searchable by product, variant or SKU. */
export const useWarehouseStock = (warehouseId: string, q: string) =>
  useQuery({
    queryKey: [...KEY, warehouseId, q],
    enabled: !!warehouseId,
    queryFn: () =>
      requestJson<{ stock: StockLine[]; count: number }>(`/admin/warehouses/${warehouseId}/stock?${new URLSearchParams({ limit: "50", ...(q ? { q } : {}) })}`, { method: "GET" }),
    placeholderData: (previous) => previous,
  })

/** Adds a positive quantity to one variant in one warehouse (an audited movement), then refreshes. */
export function useAddStock(warehouseId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { variant_id: string; quantity: number; reason?: string }) =>
      requestJson<{ quantity_added: number; level: { stocked_quantity: number; available_quantity: number } }>(`/admin/warehouses/${warehouseId}/stock`, { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, warehouseId] }),
  })
}
