import { Checkbox, Input, Table, Text, clx } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { pad2 } from "../geo/types"
import { DELIVERY_TYPES, parseDinars, type DeliveryType, type RateRow } from "./transporters"

export type RateField = "price" | "return_fee"
export const editKey = (code: number, type: DeliveryType, field: RateField) => `${code}:${type}:${field}`

/** What the input shows before any edit: the wilaya's own value, never an inherited one. */
export const ownValue = (row: RateRow, type: DeliveryType, field: RateField) => {
  const cell = row[type]
  if (!cell || cell.source !== "wilaya_rate") return ""
  const v = cell[field]
  return v === null || v === undefined ? "" : String(v)
}

type Props = {
  row: RateRow
  motherName?: string
  edits: Record<string, string>
  selected: boolean
  onSelect: (on: boolean) => void
  onEdit: (key: string, value: string) => void
}

/** One wilaya of the matrix: a price and a return fee per delivery type. */
export function RateRowView({ row, motherName, edits, selected, onSelect, onEdit }: Props) {
  const { t } = useTranslation()
  const inherited = DELIVERY_TYPES.some((type) => row[type]?.source === "mother_wilaya_rate")
  const mother = `${pad2(row.code_58)}${motherName ? ` ${motherName}` : ""}`
  return (
    <Table.Row data-testid={`rate-row-${row.code}`} className={selected ? "bg-ui-bg-highlight" : undefined}>
      <Table.Cell className="w-8">
        <Checkbox checked={selected} onCheckedChange={(on) => onSelect(on === true)} aria-label={row.name_fr} data-testid={`rate-select-${row.code}`} />
      </Table.Cell>
      <Table.Cell className="font-mono">{pad2(row.code)}</Table.Cell>
      <Table.Cell>
        <div className="flex flex-col">
          <span>{row.name_fr}</span>
          <span dir="rtl" lang="ar" className="text-ui-fg-subtle self-start text-xs">
            {row.name_ar}
          </span>
          {inherited && (
            <Text size="xsmall" className="text-ui-fg-muted" data-testid={`rate-inherits-${row.code}`}>
              {t("dzTransporters.rates.inherits", { mother })}
            </Text>
          )}
        </div>
      </Table.Cell>
      {DELIVERY_TYPES.flatMap((type) =>
        (["price", "return_fee"] as const).map((field) => {
          const key = editKey(row.code, type, field)
          const value = edits[key] ?? ownValue(row, type, field)
          const cell = row[type]
          const placeholder = cell?.source === "mother_wilaya_rate" ? String(field === "price" ? cell.price : (cell.return_fee ?? "")) : "—"
          const invalid = parseDinars(value) === undefined
          return (
            <Table.Cell key={key} className="py-1">
              <Input
                size="small"
                inputMode="numeric"
                dir="ltr"
                className={clx("w-24", key in edits && "bg-ui-bg-highlight")}
                value={value}
                placeholder={placeholder}
                aria-invalid={invalid}
                aria-label={`${row.name_fr} ${t(`dzTransporters.types.${type}`)} ${t(`dzTransporters.rates.${field}`)}`}
                data-testid={`${field === "price" ? "rate" : "fee"}-${row.code}-${type}`}
                onChange={(e) => onEdit(key, e.target.value)}
              />
            </Table.Cell>
          )
        })
      )}
    </Table.Row>
  )
}
