import { Button, Input, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { parseDinars, type DeliveryType } from "./transporters"
import { DeliveryTypeSelect } from "./delivery-type-select"

type Props = {
  count: number
  onSelect: (which: "all" | "new" | "none") => void
  onApply: (type: DeliveryType, price: number) => void
  applying: boolean
}

/** Selection shortcuts and "set all selected to X DA" for one delivery type. */
export function BulkRateBar({ count, onSelect, onApply, applying }: Props) {
  const { t } = useTranslation()
  const [type, setType] = useState<DeliveryType>("home")
  const [price, setPrice] = useState("")
  const parsed = parseDinars(price)
  const valid = typeof parsed === "number"
  return (
    <div className="flex flex-wrap items-center gap-2 px-6 py-3" data-testid="bulk-bar">
      <Text size="small" className="text-ui-fg-subtle" data-testid="bulk-count">
        {t("dzTransporters.bulk.selected", { count })}
      </Text>
      <Button type="button" size="small" variant="transparent" onClick={() => onSelect("all")} data-testid="bulk-select-all">
        {t("dzTransporters.bulk.selectAll")}
      </Button>
      <Button type="button" size="small" variant="transparent" onClick={() => onSelect("new")} data-testid="bulk-select-new">
        {t("dzTransporters.bulk.selectNew")}
      </Button>
      <Button type="button" size="small" variant="transparent" onClick={() => onSelect("none")} disabled={!count}>
        {t("dzTransporters.bulk.selectNone")}
      </Button>
      <div className="ms-auto flex flex-wrap items-center gap-2">
        <div className="w-36">
          <DeliveryTypeSelect value={type} onChange={setType} testId="bulk-type" />
        </div>
        <Input
          size="small"
          className="w-28"
          dir="ltr"
          inputMode="numeric"
          placeholder={t("dzTransporters.bulk.price")}
          value={price}
          aria-invalid={!!price && !valid}
          onChange={(e) => setPrice(e.target.value)}
          data-testid="bulk-price"
        />
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={!count || !valid}
          isLoading={applying}
          onClick={() => valid && onApply(type, parsed)}
          data-testid="bulk-apply"
        >
          {t("dzTransporters.bulk.apply", { count })}
        </Button>
      </div>
    </div>
  )
}
