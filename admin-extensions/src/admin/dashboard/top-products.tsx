import { Table } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import type { TopProduct } from "./dashboard"
import { formatDa } from "../ops/ops"
import { RTL_TABLE } from "../shared/rtl-table"

/** Best sellers of the range by quantity (canceled orders excluded), with what they brought in. */
export function TopProducts({ products }: { products: TopProduct[] }) {
  const { t } = useTranslation()
  return (
    <Table className={RTL_TABLE} data-testid="dashboard-top-products">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>#</Table.HeaderCell>
          <Table.HeaderCell>{t("dzDashboard.product")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzDashboard.quantity")}</Table.HeaderCell>
          <Table.HeaderCell className="text-end">{t("dzDashboard.revenue")}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {products.map((p, i) => (
          <Table.Row key={p.product_id ?? p.title} data-testid="dashboard-top-product">
            <Table.Cell>{i + 1}</Table.Cell>
            <Table.Cell>
              {p.product_id ? (
                <Link className="text-ui-fg-interactive hover:underline" to={`/products/${p.product_id}`}>
                  {p.title}
                </Link>
              ) : (
                p.title
              )}
            </Table.Cell>
            <Table.Cell className="text-end tabular-nums" data-testid="dashboard-top-quantity">
              {p.quantity}
            </Table.Cell>
            <Table.Cell className="text-end tabular-nums">{formatDa(p.revenue)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  )
}
