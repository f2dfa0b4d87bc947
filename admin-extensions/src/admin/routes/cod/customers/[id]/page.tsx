import { Container, Heading, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { BackLink } from "../../../../catalog/back-link"
import { AddressPlace } from "../../../../customers/address-place"
import { CustomerCounts } from "../../../../customers/customer-counts"
import { CustomerName } from "../../../../customers/customer-name"
import { CustomerOrders } from "../../../../customers/customer-orders"
import { RiskBadge } from "../../../../customers/risk-badge"
import { useCustomer } from "../../../../customers/use-customers"
import { screenFor } from "../../../../staff/can"

/** A buyer: phone, addresses, every order with its three states, the counts and the risk of the next one. */
const CustomerPage = () => {
  const { t, i18n } = useTranslation()
  const { id } = useParams()
  const { data, isLoading, error } = useCustomer(id)
  const c = data?.customer
  if (!c) {
    return (
      <Container>
        <Text size="small" className="text-ui-fg-muted" data-testid="customer-state">
          {isLoading ? t("dzCod.loading") : t("dzCod.loadError", { message: error?.message ?? "" })}
        </Text>
      </Container>
    )
  }
  return (
    <div className="flex flex-col gap-y-3">
      <Container className="divide-y p-0">
        <div className="flex flex-col gap-y-3 px-6 py-4">
          <BackLink to="/cod/customers" label={t("dzCod.nav.customers")} />
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-y-1">
              <Heading level="h1" data-testid="customer-name">
                <CustomerName customer={c} />
              </Heading>
              {c.phone && (
                <a href={`tel:${c.phone}`} dir="ltr" className="text-ui-fg-interactive w-fit hover:underline" data-testid="customer-phone">
                  {c.phone}
                </a>
              )}
              {c.email && (
                <Text size="small" className="text-ui-fg-subtle" dir="ltr">
                  {c.email}
                </Text>
              )}
              <Text size="xsmall" className="text-ui-fg-muted">
                {t("dzCustomers.since", { date: new Date(c.created_at).toLocaleDateString(i18n.language, { dateStyle: "medium" }) })}
              </Text>
            </div>
            <RiskBadge level={c.level} flag={c.flag} />
          </div>
          {c.flag && (
            <Text size="small" className="text-ui-fg-subtle max-w-2xl" data-testid="customer-flag-hint">
              {t("dzCustomers.flagHint")}
            </Text>
          )}
        </div>
        <CustomerCounts customer={c} />
      </Container>
      <Container className="divide-y p-0">
        <Heading level="h2" className="px-6 py-4">
          {t("dzCustomers.addresses")}
        </Heading>
        <ul className="flex flex-col divide-y" data-testid="customer-addresses">
          {c.addresses.length ? (
            c.addresses.map((a) => (
              <li key={a.id} className="px-6 py-3">
                {/* the street as typed (often Latin): its own direction, so "5 rue …" keeps its number first */}
                <Text size="small" dir="auto">
                  {a.address_1}
                </Text>
                <Text size="xsmall" className="text-ui-fg-subtle">
                  <AddressPlace address={a} />
                </Text>
              </li>
            ))
          ) : (
            <li className="px-6 py-3">
              <Text size="small" className="text-ui-fg-muted">
                —
              </Text>
            </li>
          )}
        </ul>
      </Container>
      <Container className="divide-y p-0">
        <Heading level="h2" className="px-6 py-4">
          {t("dzCustomers.orders")}
        </Heading>
        {data.orders.length ? (
          <CustomerOrders orders={data.orders} />
        ) : (
          <Text size="small" className="text-ui-fg-muted px-6 py-4">
            {t("dzCustomers.noOrders")}
          </Text>
        )}
        <div className="px-6 py-3">
          <Link to={`/customers/${c.id}`} className="text-ui-fg-interactive txt-compact-small hover:underline">
            {t("dzCustomers.medusaPage")}
          </Link>
        </div>
      </Container>
    </div>
  )
}

export default screenFor("customers.read", CustomerPage)
