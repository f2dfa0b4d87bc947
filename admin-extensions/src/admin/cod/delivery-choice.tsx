import { Select, Text, clx } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { useCommuneQuote } from "./use-cod"
import { formatDa } from "../shared/price"

export type DeliveryValue = { shipping_option_id: string | null; stop_desk_id: string | null }

/** The transporters, delivery types and prices the store offers for the commune, as radio cards; a stop-desk when needed. */
export function DeliveryChoice({ commune, value, onChange }: { commune: number | null; value: DeliveryValue; onChange: (v: DeliveryValue) => void }) {
  const { t, i18n } = useTranslation()
  const quote = useCommuneQuote(commune)
  if (!commune)
    return (
      <Text size="small" className="text-ui-fg-muted">
        {t("dzCod.leadOrder.communeFirst")}
      </Text>
    )
  if (quote.isLoading)
    return (
      <Text size="small" className="text-ui-fg-muted">
        {t("dzCod.loading")}
      </Text>
    )
  const options = (quote.data?.transporters ?? []).flatMap((tr) => tr.delivery_types.map((d) => ({ ...d, transporter: tr.name })))
  if (quote.error || !options.length)
    return (
      <Text size="small" className="text-ui-fg-error" data-testid="delivery-none">
        {t("dzCod.leadOrder.noDelivery")}
      </Text>
    )
  const chosen = options.find((o) => o.shipping_option_id === value.shipping_option_id)
  return (
    <div className="flex flex-col gap-y-2" role="radiogroup">
      {options.map((o) => (
        <button
          key={o.shipping_option_id}
          type="button"
          role="radio"
          aria-checked={o.shipping_option_id === value.shipping_option_id}
          onClick={() => onChange({ shipping_option_id: o.shipping_option_id, stop_desk_id: null })}
          data-testid={`delivery-${o.shipping_option_id}`}
          className={clx(
            "flex items-center justify-between rounded-md border px-3 py-2 text-start text-sm",
            o.shipping_option_id === value.shipping_option_id ? "border-ui-border-interactive bg-ui-bg-highlight" : "hover:bg-ui-bg-base-hover"
          )}
        >
          <span>
            {o.transporter} · {t(`dzTransporters.types.${o.type}`)}
          </span>
          <span className="font-medium" dir="ltr">
            {formatDa(o.price)}
          </span>
        </button>
      ))}
      {chosen?.type === "stop_desk" && (
        <Select size="small" dir={i18n.dir()} value={value.stop_desk_id ?? undefined} onValueChange={(id) => onChange({ ...value, stop_desk_id: id })}>
          <Select.Trigger data-testid="delivery-desk">
            <Select.Value placeholder={t("dzCod.leadOrder.desk")} />
          </Select.Trigger>
          <Select.Content>
            {(chosen.stop_desks ?? []).map((d) => (
              <Select.Item key={d.id} value={d.id} data-testid={`delivery-desk-${d.id}`}>
                {d.name} — {d.address}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      )}
    </div>
  )
}
