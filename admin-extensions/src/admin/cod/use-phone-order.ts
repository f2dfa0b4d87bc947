import { toast } from "@medusajs/ui"
import type { PostStoreCodOrderResponse } from "@shop/contracts/cod-order"
import { ADMIN_PRODUCT_SEARCH, type AdminProductSearchResponse } from "@shop/contracts/search"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { requestJson } from "../shared/api"
import { sdk } from "../shared/sdk"

/** Letters and digits typed: the search starts at three (decision 0074), as the server does. */
export const searchable = (q: string) => q.replace(/[^\p{L}\p{N}]/gu, "").length >= ADMIN_PRODUCT_SEARCH.min_chars

/** Products and their combinations (price, stock now) matching the staff's words, titles in their language. */
export function useProductSearch(q: string, lang: string) {
  return useQuery({
    queryKey: ["dz-cod", "product-search", q, lang],
    enabled: searchable(q),
    placeholderData: keepPreviousData,
    queryFn: () => sdk.client.fetch<AdminProductSearchResponse>("/admin/product-search", { query: { q, lang } }),
  })
}

/**
 * Places a phone order. `key` is the form's Idempotency-Key: the same for every submit of one order,
 * so a double click or a retry after a timeout makes one order.
 */
export function usePlacePhoneOrder() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: Record<string, unknown> }) =>
      requestJson<PostStoreCodOrderResponse>("/admin/cod/phone-orders", { method: "POST", body, headers: { "idempotency-key": key } }),
    onSuccess: ({ order }) => {
      toast.success(t("dzCod.toast.leadOrdered", { order: `#${order.display_id}` }))
      return client.invalidateQueries({ queryKey: ["dz-cod"] })
    },
  })
}
