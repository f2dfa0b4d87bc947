import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ReceiptPercent } from "@medusajs/icons"
import { Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { StatusBadge } from "../../shared/status-badge"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { DeleteButton } from "../../catalog/delete-button"
import { DiscountForm } from "../../discounts/discount-form"
import { StateLine } from "../../shared/state-line"
import { useDiscounts } from "../../discounts/use-discounts"
import { labelIn } from "../../catalog/catalog"
import { discountState, formatDiscountValue, type Discount } from "../../discounts/discounts"
import { RTL_TABLE } from "../../shared/rtl-table"
import { screenFor } from "../../staff/can"

const STATE_COLOR = { running: "green", scheduled: "blue", ended: "grey" } as const

/**
 * Catalogue discounts: each lowers the shown price of a set of products (by product, category,
 * brand or the whole shop) for a period, through a Medusa sale price list the plugin keeps.
 */
const CatalogDiscountsPage = () => {
  const { t, i18n } = useTranslation()
  const { data, isLoading, error } = useDiscounts()
  const [editing, setEditing] = useState<Discount | undefined>()
  const [open, setOpen] = useState(false)
  const discounts = data?.discounts ?? []
  const state = isLoading
    ? t("dzCatalog.loading")
    : error
      ? t("dzCatalog.loadError", { message: error.message })
      : !discounts.length
        ? t("dzCatalog.discounts.empty")
        : null
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" }).format(new Date(iso)) : t("dzCatalog.discounts.now")
  const show = (d?: Discount) => {
    setEditing(d)
    setOpen(true)
  }

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-start justify-between gap-3 px-6 py-4">
        <div>
          <Heading level="h1">{t("dzCatalog.discounts.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t("dzCatalog.discounts.description")}
          </Text>
        </div>
        <Button size="small" variant="secondary" onClick={() => show()} data-testid="discount-create">
          {t("dzCatalog.discounts.create")}
        </Button>
      </div>
      <StateLine message={state} isError={!!error} testId="discounts-state" />
      {discounts.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzCatalog.discounts.fields.title")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCatalog.discounts.fields.rule")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCatalog.discounts.fields.value")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCatalog.discounts.fields.period")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCatalog.discounts.fields.status")}</Table.HeaderCell>
              <Table.HeaderCell>{t("dzCatalog.discounts.fields.products")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzCatalog.discounts.fields.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {discounts.map((d) => {
              const s = discountState(d)
              const title = labelIn(i18n.language, d.title, d.translations, "title")
              return (
                <Table.Row key={d.id} data-testid={`discount-row-${d.id}`}>
                  <Table.Cell>
                    <button type="button" className="text-ui-fg-interactive text-start hover:underline" onClick={() => show(d)} data-testid="discount-edit">
                      {title}
                    </button>
                  </Table.Cell>
                  <Table.Cell data-testid="discount-rule-cell">
                    {t(`dzCatalog.discounts.rule.${d.rule_type}`)}
                    {d.rule_type !== "all" && (
                      <Text as="span" size="xsmall" className="text-ui-fg-subtle">
                        {" "}
                        ({d.target_ids.length})
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <span dir="ltr" className="whitespace-nowrap" data-testid="discount-value-cell">
                      {formatDiscountValue(d.value_type, d.value)}
                    </span>
                  </Table.Cell>
                  <Table.Cell>
                    <Text size="xsmall">
                      {date(d.starts_at)} {i18n.dir() === "rtl" ? "←" : "→"} {date(d.ends_at)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge color={STATE_COLOR[s]} data-testid="discount-status">
                      {t(`dzCatalog.discounts.state.${s}`)}
                    </StatusBadge>
                  </Table.Cell>
                  <Table.Cell data-testid="discount-product-count">{d.product_ids?.length ?? 0}</Table.Cell>
                  <Table.Cell className="text-end">
                    <DeleteButton
                      path={`/admin/catalog-discounts/${d.id}`}
                      name={title}
                      description={t("dzCatalog.discounts.deleteDescription")}
                      testId="discount-delete"
                    />
                  </Table.Cell>
                </Table.Row>
              )
            })}
          </Table.Body>
        </Table>
      )}
      <DiscountForm discount={editing} open={open} onOpenChange={setOpen} />
    </Container>
  )
}

export const config = defineRouteConfig({
  nested: "/promotions",
  rank: 1,
  label: "dzCatalog.discounts.menu",
  translationNs: "translation",
  icon: ReceiptPercent,
})

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("prices.write", CatalogDiscountsPage)
