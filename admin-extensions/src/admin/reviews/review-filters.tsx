import { Input, Label } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { FilterSelect } from "../shared/filter-select"
import { useReviewProducts } from "./use-reviews"
import { REVIEW_STATUSES, type ReviewFilters } from "./reviews"

/** Status (pending first: the queue), product, stars and a free-text search of the moderation list. */
export function ReviewFiltersBar({ filters, onChange }: { filters: ReviewFilters; onChange: (f: ReviewFilters) => void }) {
  const { t } = useTranslation()
  const products = useReviewProducts().data?.products ?? []
  const set = (patch: Partial<ReviewFilters>) => onChange({ ...filters, ...patch })
  return (
    <div className="flex flex-wrap items-end gap-3 px-6 py-4" data-testid="review-filters">
      <FilterSelect
        id="review-filter-status"
        allLabel={t("dzReviews.filters.all")}
        minWidth="min-w-[160px]"
        label={t("dzReviews.filters.status")}
        value={filters.status}
        options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`dzReviews.status.${s}`) }))}
        onChange={(v) => set({ status: v as ReviewFilters["status"] })}
      />
      <FilterSelect
        id="review-filter-product"
        allLabel={t("dzReviews.filters.all")}
        minWidth="min-w-[160px]"
        label={t("dzReviews.filters.product")}
        value={filters.product_id}
        options={products.map((p) => ({ value: p.id, label: p.title }))}
        onChange={(v) => set({ product_id: v })}
      />
      <FilterSelect
        id="review-filter-rating"
        allLabel={t("dzReviews.filters.all")}
        minWidth="min-w-[160px]"
        label={t("dzReviews.filters.rating")}
        value={filters.rating ? String(filters.rating) : undefined}
        options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: "★".repeat(n) }))}
        onChange={(v) => set({ rating: v ? Number(v) : undefined })}
      />
      <div className="flex min-w-[200px] flex-col gap-y-1">
        <Label size="xsmall" weight="plus" htmlFor="review-filter-q">
          {t("dzReviews.filters.search")}
        </Label>
        <Input
          id="review-filter-q"
          size="small"
          type="search"
          defaultValue={filters.q}
          onChange={(e) => set({ q: e.target.value.trim() || undefined })}
          data-testid="review-filter-q"
        />
      </div>
    </div>
  )
}
