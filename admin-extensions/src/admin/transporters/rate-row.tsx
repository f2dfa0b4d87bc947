import { Checkbox, Input, Table, Text, clx } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { pad2 } from "../geo/types"
import { DELIVERY_TYPES, parseDays, parseDinars, type DeliveryType, type RateRow } from "./transporters"

export type RateField = "price" | "return_fee" | "delay_min_days" | "delay_max_days"
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

const TEST_ID: Record<RateField, string> = { price: "rate", return_fee: "fee", delay_min_days: "delay-min", delay_max_days: "delay-max" }

/** One wilaya of the matrix: a price, a return fee and the usual delay (days, decision 0060) per delivery type. */
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
      {DELIVERY_TYPES.flatMap((type) => {
        const input = (field: RateField, width: string) => {
          const key = editKey(row.code, type, field)
          const value = edits[key] ?? ownValue(row, type, field)
          const cell = row[type]
          const placeholder = cell?.source === "mother_wilaya_rate" ? String(cell[field] ?? "") : "—"
          const invalid = (field === "price" || field === "return_fee" ? parseDinars(value) : parseDays(value)) === undefined
          const label = t(`dzTransporters.rates.${field}`)
          return (
            <Input
              key={key}
              size="small"
              inputMode="numeric"
              dir="ltr"
              className={clx(width, key in edits && "bg-ui-bg-highlight")}
              value={value}
              placeholder={placeholder}
              aria-invalid={invalid}
              aria-label={`${row.name_fr} ${t(`dzTransporters.types.${type}`)} ${label}`}
              data-testid={`${TEST_ID[field]}-${row.code}-${type}`}
              onChange={(e) => onEdit(key, e.target.value)}
            />
          )
        }
        return [
          <Table.Cell key={`${type}:price`} className="py-1">
            {input("price", "w-24")}
          </Table.Cell>,
          <Table.Cell key={`${type}:return_fee`} className="py-1">
            {input("return_fee", "w-24")}
          </Table.Cell>,
          <Table.Cell key={`${type}:delay`} className="py-1">
            <div className="flex items-center gap-x-1">
              {input("delay_min_days", "w-14")}
              <Text size="xsmall" className="text-ui-fg-subtle">
                {t("dzTransporters.rates.delayTo")}
              </Text>
              {input("delay_max_days", "w-14")}
            </div>
          </Table.Cell>,
        ]
      })}
    </Table.Row>
  )
}
