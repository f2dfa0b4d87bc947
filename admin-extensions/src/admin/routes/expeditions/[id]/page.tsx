import { Button, Container, Heading, Table, Text, usePrompt } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { AddItem } from "../../../ops/add-item"
import { ItemRow } from "../../../ops/item-row"
import { StatusBadge } from "../../../ops/status-badge"
import { useExpedition, useExpeditionAction } from "../../../ops/use-ops"
import { RTL_TABLE } from "../../../shared/rtl-table"
import { screenFor } from "../../../staff/can"

const CANCELLABLE = ["inprogress", "sent", "received", "partially_received"]

/** One expedition: its items (edited while in progress), the transitions, the receptions by parts. */
const ExpeditionPage = () => {
  const { t } = useTranslation()
  const { id = "" } = useParams()
  const prompt = usePrompt()
  const { data, isLoading, error } = useExpedition(id)
  const action = useExpeditionAction(id)
  const e = data?.expedition
  if (!e) {
    return (
      <Container>
        <Text size="small" className="text-ui-fg-muted">
          {isLoading ? t("dzOps.loading") : t("dzOps.loadError", { message: error?.message ?? "" })}
        </Text>
      </Container>
    )
  }
  const source = e.source_location_name ?? ""
  const items = e.items ?? []

  async function run(path: string, success: string, confirm?: { text: string; button: string }) {
    if (
      confirm &&
      !(await prompt({ title: t("dzOps.messages.titleWarning"), description: confirm.text, confirmText: confirm.button, cancelText: t("dzOps.dismiss") }))
    )
      return
    action.mutate({ path, success, error: t("dzOps.messages.titleError") })
  }

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="divide-y p-0">
        <div className="flex flex-wrap items-start justify-between gap-3 px-6 py-4">
          <div className="flex flex-col gap-1">
            <Link to="/expeditions" className="text-ui-fg-interactive txt-small hover:underline">
              {t("dzOps.expeditions.back")}
            </Link>
            <Heading level="h1">{t("dzOps.expedition.title", { source, destination: e.destination_location_name ?? "" })}</Heading>
            <div>
              <StatusBadge status={e.status} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {e.status === "inprogress" && (
              <Button
                size="small"
                onClick={() =>
                  run("/send", t("dzOps.messages.sent"), { text: t("dzOps.expedition.confirmSend", { source }), button: t("dzOps.expedition.send") })
                }
                disabled={!items.length}
                data-testid="expedition-send"
              >
                {t("dzOps.expedition.send")}
              </Button>
            )}
            {e.status === "sent" && (
              <Button size="small" variant="secondary" onClick={() => run("/arrive", t("dzOps.messages.arrived"))} data-testid="expedition-arrive">
                {t("dzOps.expedition.arrive")}
              </Button>
            )}
            {e.status === "fully_received" && (
              <Button size="small" onClick={() => run("/complete", t("dzOps.messages.completed"))} data-testid="expedition-complete">
                {t("dzOps.expedition.complete")}
              </Button>
            )}
            {CANCELLABLE.includes(e.status) && (
              <Button
                size="small"
                variant="danger"
                onClick={() =>
                  run("/cancel", t("dzOps.messages.cancelled"), { text: t("dzOps.expedition.confirmCancel", { source }), button: t("dzOps.expedition.cancel") })
                }
                data-testid="expedition-cancel"
              >
                {t("dzOps.expedition.cancel")}
              </Button>
            )}
          </div>
        </div>
        {e.status === "inprogress" && <AddItem expedition={e} />}
      </Container>
      <Container className="p-0">
        <Heading level="h2" className="px-6 py-4">
          {t("dzOps.expedition.items")}
        </Heading>
        {!items.length ? (
          <Text size="small" className="text-ui-fg-muted px-6 pb-6">
            {t("dzOps.expedition.noItems")}
          </Text>
        ) : (
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzOps.expedition.product")}</Table.HeaderCell>
                <Table.HeaderCell>{e.status === "inprogress" ? t("dzOps.expedition.quantity") : t("dzOps.expedition.sent")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzOps.expedition.receivedCount")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzOps.expedition.inTransit")}</Table.HeaderCell>
                <Table.HeaderCell />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((i) => (
                <ItemRow key={`${i.id}-${i.quantity}`} expedition={e} item={i} />
              ))}
            </Table.Body>
          </Table>
        )}
      </Container>
    </div>
  )
}

export default screenFor("stock.read", ExpeditionPage)
