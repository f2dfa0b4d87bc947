import { useTranslation } from "react-i18next"
import { MAX_QUANTITY } from "~/features/checkout/order-form"
import { controlClass, errorClass, labelClass } from "~/lib/field-styles"

type Props = { value: number; onChange: (n: number) => void; form?: string; error?: string | null }

const step =
  "flex h-12 w-12 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl font-bold text-slate-800 disabled:opacity-40"

/** Quantity with minus and plus (spec §4): at least 1; a typed non-number falls back to 1. */
export function QuantityField({ value, onChange, form, error }: Props) {
  const { t } = useTranslation()
  const set = (n: number) => onChange(Math.min(MAX_QUANTITY, Math.max(1, Number.isInteger(n) ? n : 1)))
  return (
    <div>
      <label htmlFor="field-quantity" className={labelClass}>
        {t("form.quantity")}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          className={step}
          onClick={() => set(value - 1)}
          disabled={value <= 1}
          aria-label={t("form.decrease")}
          data-testid="quantity-minus"
        >
          −
        </button>
        <input
          id="field-quantity"
          form={form}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={value}
          onChange={(e) => set(Number.parseInt(e.target.value, 10))}
          className={controlClass + " mt-0 w-20 text-center tabular-nums"}
          data-testid="quantity-input"
        />
        <button
          type="button"
          className={step}
          onClick={() => set(value + 1)}
          disabled={value >= MAX_QUANTITY}
          aria-label={t("form.increase")}
          data-testid="quantity-plus"
        >
          +
        </button>
      </div>
      {error && (
        <p className={errorClass} data-testid="error-quantity">
          {error}
        </p>
      )}
    </div>
  )
}
