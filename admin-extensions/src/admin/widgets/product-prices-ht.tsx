import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { PriceCalculator } from "../catalog/price-calculator"
import { formatDa, htFromTtc, ttcFromHt } from "../shared/price"
import { RTL_TABLE } from "../shared/rtl-table"
import { sdk } from "../shared/sdk"

type Variant = { id: string; title: string; sku: string | null; prices: { amount: number; currency_code: string; rules?: Record<string, unknown> | null }[] }
type TaxRegion = {
  id: string
  country_code: string
  province_code: string | null
  parent_id: string | null
  tax_rates: { rate: number | null; is_default: boolean }[]
}

/** Algeria's default VAT rate (tax region "dz") and whether DZD prices are entered tax-inclusive. */
function useDzdTax() {
  return useQuery({
    queryKey: ["dz-tax", "dzd"],
    queryFn: async () => {
      const [{ tax_regions }, { price_preferences }] = await Promise.all([
        sdk.client.fetch<{ tax_regions: TaxRegion[] }>("/admin/tax-regions", {
          query: { country_code: "dz", fields: "id,country_code,province_code,parent_id,*tax_rates" },
        }),
        sdk.client.fetch<{ price_preferences: { attribute: string; value: string; is_tax_inclusive: boolean }[] }>("/admin/price-preferences", {
          query: { attribute: "currency_code", value: "dzd" },
        }),
      ])
      const country = tax_regions.find((r) => !r.parent_id && !r.province_code)
      const rate = country?.tax_rates.find((r) => r.is_default)?.rate
      return { rate: rate ?? null, taxInclusive: price_preferences[0]?.is_tax_inclusive ?? false }
    },
  })
}

/** Each variant's DZD price, HT beside TTC, with the shop's VAT (TTC = HT × (1 + tax/100), 2 decimals). */
const ProductPricesWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { t } = useTranslation()
  const tax = useDzdTax()
  const variants = useQuery({
    queryKey: ["dz-prices", product.id],
    queryFn: () =>
      sdk.client.fetch<{ variants: Variant[] }>(`/admin/products/${product.id}/variants`, { query: { fields: "id,title,sku,*prices", limit: 200 } }),
  })
  const rate = tax.data?.rate
  const loading = tax.isLoading || variants.isLoading
  const error = tax.error ?? variants.error
  const rows = (variants.data?.variants ?? []).map((v) => {
    // the base DZD price: no region or price-list rule
    const price = v.prices.find((p) => p.currency_code === "dzd" && !Object.keys(p.rules ?? {}).length)
    if (!price || rate == null) return { v, ht: null, ttc: null }
    const amount = Number(price.amount)
    return tax.data!.taxInclusive ? { v, ttc: amount, ht: htFromTtc(amount, rate) } : { v, ht: amount, ttc: ttcFromHt(amount, rate) }
  })

  return (
    <Container className="divide-y p-0" data-testid="product-prices-widget">
      <div className="px-6 py-4">
        <Heading level="h2">{t("dzCatalog.prices.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle" data-testid="prices-rate">
          {rate == null ? t("dzCatalog.prices.noRate") : t(tax.data?.taxInclusive ? "dzCatalog.prices.inclusive" : "dzCatalog.prices.exclusive", { rate })}
        </Text>
      </div>
      {(loading || error) && (
        <Text size="small" className={`px-6 py-4 ${error ? "text-ui-fg-error" : "text-ui-fg-muted"}`}>
          {error ? t("dzCatalog.loadError", { message: error.message }) : t("dzCatalog.loading")}
        </Text>
      )}
      {!loading && rows.length > 0 && (
        <Table className={RTL_TABLE}>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("dzCatalog.prices.variant")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzCatalog.prices.ht")}</Table.HeaderCell>
              <Table.HeaderCell className="text-end">{t("dzCatalog.prices.ttc")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ v, ht, ttc }) => (
              <Table.Row key={v.id} data-testid={`price-row-${v.id}`}>
                <Table.Cell>
                  {v.title}
                  {v.sku && <span className="text-ui-fg-muted"> · {v.sku}</span>}
                </Table.Cell>
                <Table.Cell className="text-end" data-testid="price-ht">
                  <span dir="ltr">{ht == null ? "—" : formatDa(ht)}</span>
                </Table.Cell>
                <Table.Cell className="text-end font-medium" data-testid="price-ttc">
                  <span dir="ltr">{ttc == null ? "—" : formatDa(ttc)}</span>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {!loading && (
        <PriceCalculator
          types={rows.flatMap(({ v, ht, ttc }) => [
            ...(ttc == null ? [] : [{ key: `${v.id}-ttc`, label: `${v.title} · ${t("dzCatalog.prices.ttc")}`, amount: ttc }]),
            ...(ht == null ? [] : [{ key: `${v.id}-ht`, label: `${v.title} · ${t("dzCatalog.prices.ht")}`, amount: ht }]),
          ])}
        />
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductPricesWidget
