import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Star } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewFiltersBar } from "../../reviews/review-filters"
import { ReviewRow } from "../../reviews/review-row"
import { StateLine } from "../../shared/state-line"
import { useDebounced } from "../../shared/use-debounced"
import { useReviews } from "../../reviews/use-reviews"
import { PAGE_SIZE, type ReviewFilters } from "../../reviews/reviews"
import { RTL_TABLE } from "../../shared/rtl-table"
import { screenFor } from "../../staff/can"

/** Buyers' reviews waiting for a decision (pending first); approving one puts it on the product page at once. */
const ReviewsPage = () => {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<ReviewFilters>({ status: "pending" })
  const [offset, setOffset] = useState(0)
  // One request per pause in typing the search, not per key.
  const { data, isLoading, error } = useReviews(useDebounced(filters, 300), offset)
  const reviews = data?.reviews ?? []
  const count = data?.count ?? 0
  const state = isLoading
    ? t("dzReviews.loading")
    : error
      ? t("dzReviews.loadError", { message: error.message })
      : !reviews.length
        ? t("dzReviews.empty")
        : null

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("dzReviews.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
          {t("dzReviews.description")}
        </Text>
      </div>
      <ReviewFiltersBar
        filters={filters}
        onChange={(f) => {
          setFilters(f)
          setOffset(0)
        }}
      />
      <StateLine message={state} isError={!!error} testId="reviews-state" />
      {reviews.length > 0 && (
        <div className="overflow-x-auto">
          <Table className={RTL_TABLE} data-testid="reviews-table">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzReviews.columns.product")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzReviews.columns.text")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzReviews.columns.name")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzReviews.columns.status")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzReviews.columns.actions")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reviews.map((r) => (
                <ReviewRow key={r.id} review={r} />
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
      {count > PAGE_SIZE && (
        <div className="flex items-center justify-between px-6 py-3">
          <Text size="small" className="text-ui-fg-subtle">
            {t("dzReviews.pageInfo", { from: offset + 1, to: Math.min(offset + PAGE_SIZE, count), count })}
          </Text>
          <div className="flex gap-x-2">
            <Button size="small" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              {t("dzReviews.previous")}
            </Button>
            <Button size="small" variant="secondary" disabled={offset + PAGE_SIZE >= count} onClick={() => setOffset(offset + PAGE_SIZE)}>
              {t("dzReviews.next")}
            </Button>
          </div>
        </div>
      )}
    </Container>
  )
}

export const config = defineRouteConfig({ nested: "/products", rank: 3, label: "dzReviews.menu", translationNs: "translation", icon: Star })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("reviews.moderate", ReviewsPage)
