import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import type { AdminReviewsResponse } from "@shop/contracts/reviews"
import { reviewQuery, type ReviewFilters } from "./reviews"
import { sdk } from "../shared/sdk"

export const REVIEWS_KEY = ["dz-reviews"] as const

export const useReviews = (filters: ReviewFilters, offset: number) =>
  useQuery({
    queryKey: [...REVIEWS_KEY, filters, offset],
    queryFn: () => sdk.client.fetch<AdminReviewsResponse>("/admin/reviews", { query: reviewQuery(filters, offset) }),
    // the table stays while a new filter or page loads, instead of blinking to "Loading…" at each keystroke
    placeholderData: (previous) => previous,
  })

/** Products for the filter: titles are what staff recognise. */
export const useReviewProducts = () =>
  useQuery({
    queryKey: [...REVIEWS_KEY, "products"],
    queryFn: () =>
      sdk.client.fetch<{ products: { id: string; title: string }[] }>("/admin/products", { query: { fields: "id,title", limit: 200, order: "title" } }),
  })

/** Approve, reject or delete one review; the queue refreshes and a toast says what happened. */
export function useModerate() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "approved" | "rejected" | "delete" }) =>
      action === "delete"
        ? sdk.client.fetch(`/admin/reviews/${id}`, { method: "DELETE" })
        : sdk.client.fetch(`/admin/reviews/${id}`, { method: "POST", body: { status: action } }),
    onSuccess: (_d, { action }) => {
      toast.success(t(`dzReviews.toast.${action}`))
      return client.invalidateQueries({ queryKey: REVIEWS_KEY })
    },
    onError: (e: Error) => toast.error(t("dzReviews.toast.error", { message: e.message })),
  })
}
