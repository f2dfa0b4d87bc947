import { useQuery } from "@tanstack/react-query"
import type { AdminCatalogDiscountsResponse } from "@shop/contracts/catalog"
import { searchReady } from "./discounts"
import { sdk } from "../shared/sdk"
import { CATALOG_KEY } from "../catalog/use-catalog"

/** Under CATALOG_KEY so that useCatalogWrite's refresh reaches the list after a save. */
export const DISCOUNTS_KEY = [...CATALOG_KEY, "discounts"] as const

export const useDiscounts = () =>
  useQuery({
    queryKey: DISCOUNTS_KEY,
    queryFn: () => sdk.client.fetch<AdminCatalogDiscountsResponse>("/admin/catalog-discounts", { query: { limit: 200 } }),
  })

export type ProductHit = { id: string; title: string; thumbnail: string | null; variants?: { id: string; title: string | null; sku: string | null }[] }

/** Products matching `q` (Medusa's own search), only from 3 characters: below that nothing is asked. */
export const useProductSearch = (q: string, withVariants = false) =>
  useQuery({
    queryKey: ["dz-product-search", q.trim(), withVariants],
    enabled: searchReady(q),
    queryFn: () =>
      sdk.client.fetch<{ products: ProductHit[] }>("/admin/products", {
        query: { q: q.trim(), limit: 10, fields: withVariants ? "id,title,thumbnail,variants.id,variants.title,variants.sku" : "id,title,thumbnail" },
      }),
  })

/** Titles of products known by id (chips of picked products, rows of a pack). */
export const useProductsByIds = (ids: string[]) =>
  useQuery({
    queryKey: ["dz-products-by-id", [...ids].sort()],
    enabled: ids.length > 0,
    queryFn: () =>
      sdk.client.fetch<{ products: ProductHit[] }>("/admin/products", {
        query: { id: ids, limit: ids.length, fields: "id,title,thumbnail,variants.id,variants.title,variants.sku" },
      }),
  })

export type Category = { id: string; name: string; handle: string; parent_category_id: string | null }
export const useCategories = (enabled: boolean) =>
  useQuery({
    queryKey: ["dz-categories"],
    enabled,
    queryFn: () =>
      sdk.client.fetch<{ product_categories: Category[] }>("/admin/product-categories", { query: { limit: 500, fields: "id,name,handle,parent_category_id" } }),
  })
