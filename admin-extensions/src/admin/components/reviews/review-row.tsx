import { Button, StatusBadge, Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useModerate } from "../../hooks/use-reviews"
import { STATUS_COLOR, type AdminReview } from "../../lib/reviews"

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
      <Table.Cell className="max-w-[180px] truncate">{r.product_title ?? r.product_id}</Table.Cell>
      <Table.Cell>
        <span className="text-ui-tag-orange-icon whitespace-nowrap" aria-label={`${r.rating} / 5`} data-testid="review-stars">{stars(r.rating)}</span>
      </Table.Cell>
      <Table.Cell className="max-w-[320px]">
        <Text size="small" className="line-clamp-3 whitespace-pre-line" dir="auto">{r.text}</Text>
      </Table.Cell>
      <Table.Cell>
        <Text size="small" dir="auto">{r.name}</Text>
        <Text size="xsmall" className="text-ui-fg-subtle" dir="ltr">{[r.email, r.phone].filter(Boolean).join(" · ")}</Text>
      </Table.Cell>
      <Table.Cell className="whitespace-nowrap">{new Date(r.created_at).toLocaleDateString(i18n.language)}</Table.Cell>
      <Table.Cell>
        {r.images[0] ? (
          <a href={r.images[0]} target="_blank" rel="noreferrer">
            <img src={r.images[0]} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" data-testid="review-thumb" />
          </a>
        ) : (
          "—"
        )}
      </Table.Cell>
      <Table.Cell>
        <StatusBadge color={STATUS_COLOR[r.status]} data-testid="review-status">{t(`dzReviews.status.${r.status}`)}</StatusBadge>
      </Table.Cell>
      <Table.Cell>
        <div className="flex justify-end gap-x-1">
          {r.status !== "approved" && (
            <Button size="small" variant="secondary" disabled={busy} onClick={() => act("approved")} data-testid="review-approve">{t("dzReviews.actions.approve")}</Button>
          )}
          {r.status !== "rejected" && (
            <Button size="small" variant="secondary" disabled={busy} onClick={() => act("rejected")} data-testid="review-reject">{t("dzReviews.actions.reject")}</Button>
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
