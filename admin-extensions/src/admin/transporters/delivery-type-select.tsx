import { Select } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { DELIVERY_TYPES, type DeliveryType } from "./transporters"

/** Home or stop-desk. */
export function DeliveryTypeSelect({ id, value, onChange, testId }: { id?: string; value: DeliveryType; onChange: (v: DeliveryType) => void; testId: string }) {
  const { t, i18n } = useTranslation()
  return (
    <Select size="small" dir={i18n.dir()} value={value} onValueChange={(v) => onChange(v as DeliveryType)}>
      <Select.Trigger id={id} data-testid={testId}>
        <Select.Value />
      </Select.Trigger>
      <Select.Content>
        {DELIVERY_TYPES.map((type) => (
          <Select.Item key={type} value={type} data-testid={`${testId}-${type}`}>
            {t(`dzTransporters.types.${type}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select>
  )
}
