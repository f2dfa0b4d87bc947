import { Container, Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { BuyerCell } from "../../../cod/buyer-cell"
import { CodHeader } from "../../../cod/cod-nav"
import { placeLabel } from "../../../cod/cod"
import { waitedLabel } from "../../../couriers/couriers"
import { useCallNow } from "../../../couriers/use-couriers"
import { usePlaceNames } from "../../../couriers/use-places"
import { RTL_TABLE } from "../../../shared/rtl-table"
import { StateLine } from "../../../shared/state-line"
import { screenFor } from "../../../staff/can"

/**
 * "Call the buyer now" (issue 16): the courier just failed to deliver these orders (the buyer did
 * not answer, was away, refused...). A call within the hour saves most of them, so the longest
 * waiting come first; the list is asked again every 30 s and an order leaves it when its parcel moves on.
 */
const CallNowPage = () => {
  const { t, i18n } = useTranslation()
  const { data, isLoading, error, dataUpdatedAt } = useCallNow()
  const rows = data ?? []
  const names = usePlaceNames(rows)
  const state = isLoading ? t("dzCod.loading") : error ? t("dzCod.loadError", { message: error.message }) : !rows.length ? t("dzCod.callNow.empty") : null
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" })

  return (
    <Container className="divide-y p-0">
      <CodHeader page="callNow">
        {data && (
          <Text size="small" className="text-ui-fg-muted" data-testid="call-now-count">
            {t("dzCod.callNow.count", { count: rows.length })}
          </Text>
        )}
      </CodHeader>
      <StateLine message={state} isError={!!error} testId="call-now-state" />
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <Table className={RTL_TABLE} data-testid="call-now-list">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzCod.columns.order")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.columns.buyer")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.columns.place")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.callNow.courierSays")}</Table.HeaderCell>
                <Table.HeaderCell className="text-end">{t("dzCod.callNow.attempts")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzCod.callNow.since")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((c) => (
                <Table.Row key={c.order_id} data-testid={`call-now-${c.order_id}`}>
                  <Table.Cell>
                    <div className="flex flex-col gap-y-1">
                      <Link to={`/orders/${c.order_id}`} className="text-ui-fg-interactive txt-compact-small-plus hover:underline" data-testid="call-now-order">
                        #{c.display_id ?? c.order_id.slice(-6)}
                      </Link>
                      {c.tracking && (
                        <Text size="xsmall" className="text-ui-fg-subtle font-mono">
                          <span dir="ltr" data-testid="call-now-tracking">
                            {c.tracking}
                          </span>
                        </Text>
                      )}
                    </div>
                  </Table.Cell>
                  <Table.Cell>
                    <BuyerCell firstName={c.first_name} lastName={c.last_name} phone={c.phone} callUrl={`tel:${c.phone}`} testId="call-now-phone" />
                  </Table.Cell>
                  <Table.Cell>
                    <Text size="small" data-testid="call-now-place">
                      {placeLabel(i18n.language, names(c.wilaya_code, c.commune_code), c.wilaya_code, c.commune_code)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <div className="flex max-w-xs flex-col gap-y-1" data-testid="call-now-courier">
                      {c.raw_status ? (
                        <Text size="small" weight="plus" className="text-ui-fg-base">
                          {c.raw_status}
                        </Text>
                      ) : (
                        <Text size="small">—</Text>
                      )}
                      {c.raw_reason && (
                        <Text size="xsmall" className="text-ui-fg-subtle">
                          {c.raw_reason}
                        </Text>
                      )}
                    </div>
                  </Table.Cell>
                  <Table.Cell className="text-end" data-testid="call-now-attempts">
                    {c.delivery_attempts}
                  </Table.Cell>
                  <Table.Cell>
                    <div className="flex flex-col gap-y-1">
                      <Text size="small" weight="plus" data-testid="call-now-waited">
                        {waitedLabel(i18n.language, c.attempted_at, dataUpdatedAt)}
                      </Text>
                      <Text size="xsmall" className="text-ui-fg-subtle">
                        {when(c.attempted_at)}
                      </Text>
                    </div>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
    </Container>
  )
}

export default screenFor("orders.confirm", CallNowPage)
