import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { Brand, FeatureType, ProductCatalog } from "./catalog"
import { sdk } from "../shared/sdk"

export const CATALOG_KEY = ["dz-catalog"] as const

const get =
  <T>(path: string, query?: Record<string, unknown>) =>
  () =>
    sdk.client.fetch<T>(path, query ? { query } : undefined)

export const useBrands = () =>
  useQuery({ queryKey: [...CATALOG_KEY, "brands"], queryFn: get<{ brands: Brand[]; count: number }>("/admin/brands", { limit: 500 }) })
export const useBrand = (id: string | null) =>
  useQuery({ queryKey: [...CATALOG_KEY, "brand", id], enabled: !!id, queryFn: get<{ brand: Brand }>(`/admin/brands/${id}`) })
export const useFeatureTypes = () =>
  useQuery({ queryKey: [...CATALOG_KEY, "types"], queryFn: get<{ feature_types: FeatureType[]; count: number }>("/admin/feature-types", { limit: 500 }) })

/** Every feature type with its values (one request per type: a shop has a handful of types). */
export function useFeatureTree() {
  const types = useFeatureTypes()
  const ids = (types.data?.feature_types ?? []).map((t) => t.id)
  const tree = useQuery({
    queryKey: [...CATALOG_KEY, "tree", ids],
    enabled: !!types.data,
    queryFn: () => Promise.all(ids.map((id) => sdk.client.fetch<{ feature_type: FeatureType }>(`/admin/feature-types/${id}`).then((r) => r.feature_type))),
  })
  return { ...tree, isLoading: types.isLoading || tree.isLoading, error: types.error ?? tree.error }
}

export const useProductCatalog = (productId: string) =>
  useQuery({ queryKey: [...CATALOG_KEY, "product", productId], queryFn: get<{ catalog: ProductCatalog }>(`/admin/products/${productId}/catalog`) })

/**
 * One write to the catalog API (POST create/update, DELETE). Every catalog query is refreshed;
 * a toast says what happened. Refusals are left to the caller (forms show them by field).
 */
export function useCatalogWrite<R = unknown>(toastKey: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ path, method = "POST", body }: { path: string; method?: "POST" | "DELETE"; body?: unknown; name: string }) =>
      sdk.client.fetch<R>(path, { method, ...(body === undefined ? {} : { body }) }),
    onSuccess: (_d, { name }) => {
      toast.success(t(toastKey, { name }))
      return client.invalidateQueries({ queryKey: CATALOG_KEY })
    },
  })
}
