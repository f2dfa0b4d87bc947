import { Input, Label, Select } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useReviewProducts } from "./use-reviews"
import { REVIEW_STATUSES, type ReviewFilters } from "./reviews"

const ALL = "all"

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value?: string
  options: { value: string; label: string }[]
  onChange: (v?: string) => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <div className="flex min-w-[160px] flex-col gap-y-1">
      <Label size="xsmall" weight="plus" htmlFor={id}>
        {label}
      </Label>
      <Select size="small" dir={i18n.dir()} value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
        <Select.Trigger id={id} data-testid={id}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value={ALL} data-testid={`${id}-all`}>
            {t("dzReviews.filters.all")}
          </Select.Item>
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value} data-testid={`${id}-${o.value}`}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}

/** Status (pending first: the queue), product, stars and a free-text search of the moderation list. */
export function ReviewFiltersBar({ filters, onChange }: { filters: ReviewFilters; onChange: (f: ReviewFilters) => void }) {
  const { t } = useTranslation()
  const products = useReviewProducts().data?.products ?? []
  const set = (patch: Partial<ReviewFilters>) => onChange({ ...filters, ...patch })
  return (
    <div className="flex flex-wrap items-end gap-3 px-6 py-4" data-testid="review-filters">
      <FilterSelect
        id="review-filter-status"
        label={t("dzReviews.filters.status")}
        value={filters.status}
        options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`dzReviews.status.${s}`) }))}
        onChange={(v) => set({ status: v as ReviewFilters["status"] })}
      />
      <FilterSelect
        id="review-filter-product"
        label={t("dzReviews.filters.product")}
        value={filters.product_id}
        options={products.map((p) => ({ value: p.id, label: p.title }))}
        onChange={(v) => set({ product_id: v })}
      />
      <FilterSelect
        id="review-filter-rating"
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
