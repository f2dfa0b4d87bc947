import { Table, Text } from "@medusajs/ui"
import type { StatementError } from "@shop/contracts/transporter-payments"
import { useTranslation } from "react-i18next"
import { RTL_TABLE } from "../shared/rtl-table"

/** The problems of a statement that was not read, each with its line and column, in the admin's language. */
export function StatementErrors({ errors }: { errors: StatementError[] }) {
  const { t } = useTranslation()
  return (
    <div className="rounded-md border" data-testid="statement-errors">
      <Text size="small" weight="plus" className="text-ui-fg-error px-4 py-2">
        {t("dzRemit.statement.rejected", { count: errors.length })}
      </Text>
      <Table className={RTL_TABLE}>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("dzRemit.statement.line")}</Table.HeaderCell>
            <Table.HeaderCell>{t("dzRemit.statement.column")}</Table.HeaderCell>
            <Table.HeaderCell>{t("dzRemit.statement.message")}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {errors.map((e, i) => (
            <Table.Row key={`${e.line}-${e.column}-${i}`} data-testid={`statement-error-${e.line}`}>
              <Table.Cell className="font-mono">{e.line}</Table.Cell>
              <Table.Cell>{e.column ? t(`dzRemit.columns.${e.column}`, { defaultValue: e.column }) : "—"}</Table.Cell>
              <Table.Cell>
                {t(`dzRemit.errors.${e.code}`, { ...e.params, column: e.column ? t(`dzRemit.columns.${e.column}`) : "", defaultValue: e.message })}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </div>
  )
}
