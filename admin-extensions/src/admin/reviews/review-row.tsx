import { Button, Table, Text } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useTranslation } from "react-i18next"
import { useModerate } from "./use-reviews"
import { STATUS_COLOR, type AdminReview } from "./reviews"

/** Stars as text, read out as "4 / 5" by screen readers. */
const stars = (rating: number) => "★".repeat(Math.round(rating)) + "☆".repeat(5 - Math.round(rating))

/** One review with its moderation buttons; the picture is a thumbnail opening the full image. */
export function ReviewRow({ review: r }: { review: AdminReview }) {
  const { t, i18n } = useTranslation()
  const moderate = useModerate()
  const busy = moderate.isPending
  const act = (action: "approved" | "rejected" | "delete") => moderate.mutate({ id: r.id, action })
  return (
    <Table.Row data-testid={`review-row-${r.id}`}>
      <Table.Cell className="max-w-[180px]">
        <Text size="small" className="line-clamp-2" title={r.product_title ?? r.product_id}>
          <bdi>{r.product_title ?? r.product_id}</bdi>
        </Text>
        <span className="text-ui-tag-orange-icon whitespace-nowrap" aria-label={`${r.rating} / 5`} data-testid="review-stars">
          {stars(r.rating)}
        </span>
      </Table.Cell>
      <Table.Cell className="min-w-[14rem] max-w-[360px]">
        <div className="flex items-start gap-x-3">
          <Text size="small" className="line-clamp-3 min-w-0 flex-1 whitespace-pre-line" dir="auto">
            {r.text}
          </Text>
          {r.images[0] && (
            <a href={r.images[0]} target="_blank" rel="noreferrer" className="shrink-0" aria-label={t("dzReviews.columns.image")}>
              <img src={r.images[0]} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" data-testid="review-thumb" />
            </a>
          )}
        </div>
      </Table.Cell>
      <Table.Cell className="min-w-[10rem]">
        <Text size="small">
          <bdi>{r.name}</bdi>
        </Text>
        {r.email && (
          <Text size="xsmall" className="text-ui-fg-subtle break-all">
            <bdi dir="ltr">{r.email}</bdi>
          </Text>
        )}
        {r.phone && (
          <Text size="xsmall" className="text-ui-fg-subtle whitespace-nowrap">
            <bdi dir="ltr">{r.phone}</bdi>
          </Text>
        )}
        <Text size="xsmall" className="text-ui-fg-subtle whitespace-nowrap">
          {new Date(r.created_at).toLocaleDateString(i18n.language)}
        </Text>
      </Table.Cell>
      <Table.Cell className="whitespace-nowrap">
        <StatusBadge color={STATUS_COLOR[r.status]} data-testid="review-status">
          {t(`dzReviews.status.${r.status}`)}
        </StatusBadge>
      </Table.Cell>
      <Table.Cell>
        <div className="flex flex-wrap justify-end gap-1">
          {r.status !== "approved" && (
            <Button size="small" variant="secondary" disabled={busy} onClick={() => act("approved")} data-testid="review-approve">
              {t("dzReviews.actions.approve")}
            </Button>
          )}
          {r.status !== "rejected" && (
            <Button size="small" variant="secondary" disabled={busy} onClick={() => act("rejected")} data-testid="review-reject">
              {t("dzReviews.actions.reject")}
            </Button>
          )}
          <Button
            size="small"
            variant="danger"
            disabled={busy}
            onClick={() => window.confirm(t("dzReviews.actions.confirmDelete")) && act("delete")}
            data-testid="review-delete"
          >
            {t("dzReviews.actions.delete")}
          </Button>
        </div>
      </Table.Cell>
    </Table.Row>
  )
}
