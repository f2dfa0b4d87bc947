import { Input, Select, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { calculatorTotal, formatDa } from "../shared/price"
import { Field } from "../shared/field"

export type PriceType = { key: string; label: string; amount: number }

/** Spec "Price calculator form": a price type (a combination's HT or TTC), a quantity, the total. */
export function PriceCalculator({ types }: { types: PriceType[] }) {
  const { t, i18n } = useTranslation()
  const [key, setKey] = useState(types[0]?.key ?? "")
  const [quantity, setQuantity] = useState("1")
  const chosen = types.find((p) => p.key === key) ?? types[0]
  if (!chosen) return null
  const total = calculatorTotal(chosen.amount, quantity)
  return (
    <div className="grid grid-cols-[1fr_96px_auto] items-end gap-3 px-6 py-4" data-testid="price-calculator">
      <Field id="calc-type" label={t("dzCatalog.calculator.type")}>
        <Select size="small" dir={i18n.dir()} value={chosen.key} onValueChange={setKey}>
          <Select.Trigger id="calc-type" data-testid="calc-type">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {types.map((p) => (
              <Select.Item key={p.key} value={p.key} data-testid={`calc-type-${p.key}`}>
                {p.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </Field>
      <Field id="calc-quantity" label={t("dzCatalog.calculator.quantity")}>
        <Input
          id="calc-quantity"
          size="small"
          dir="ltr"
          type="number"
          min={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          data-testid="calc-quantity"
        />
      </Field>
      <div className="flex flex-col gap-y-1.5">
        <Text size="small" weight="plus">
          {t("dzCatalog.calculator.price")}
        </Text>
        <Text size="small" className={total == null ? "text-ui-fg-error" : "font-medium"} data-testid="calc-total">
          {total == null ? t("dzCatalog.calculator.invalid") : <span dir="ltr">{formatDa(total)}</span>}
        </Text>
      </div>
    </div>
  )
}
