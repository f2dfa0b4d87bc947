import type { PricedLine } from "../cart"
import { errorsOf, type FieldError } from "../field-errors"
import { da, dinars } from "../format"
import type { PosLang, Translate } from "../i18n"
import { BUTTON, Errors } from "./ui"

type Props = {
  t: Translate
  lang: PosLang
  lines: PricedLine[]
  maxDiscount: number
  errors: FieldError[]
  onQuantity: (index: number, quantity: number) => void
  onDiscount: (index: number, percent: number) => void
  onRemove: (index: number) => void
}

const STEP = `${BUTTON} h-11 w-11 border border-slate-300 bg-white px-0 text-xl text-slate-800`

/** The cart's lines: quantity (+/−), a line discount within the owner's limit, the line's total. */
export function CartLines({ t, lang, lines, maxDiscount, errors, onQuantity, onDiscount, onRemove }: Props) {
  if (!lines.length)
    return (
      <p className="py-6 text-center text-sm text-slate-500" data-testid="pos-cart-empty">
        {t("cart.empty")}
      </p>
    )
  return (
    <ul className="divide-y divide-slate-100" data-testid="pos-cart">
      {lines.map((p, i) => {
        const v = p.variant
        const short = v?.stock !== null && v?.stock !== undefined && p.line.quantity > v.stock
        return (
          <li key={p.line.variant_id} className="py-2" data-testid="pos-cart-line" data-variant={p.line.variant_id}>
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">
                  <bdi>{v?.title ?? p.line.variant_id}</bdi>
                </p>
                <p className="truncate text-xs text-slate-500">
                  {[v?.variant_title, t("cart.each", { price: da(dinars(p.list_cents), lang) }), p.wholesale ? t("customer.wholesale") : null]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {p.minimum ? <p className="text-xs text-slate-500">{t("cart.wholesale_min", { min: p.minimum })}</p> : null}
                {short ? (
                  <p className="text-xs font-medium text-amber-800" data-testid="pos-cart-line-short">
                    {t("cart.out_of_stock")}
                  </p>
                ) : null}
              </div>
              <p className="shrink-0 font-semibold tabular-nums text-slate-900" data-testid="pos-cart-line-total">
                {da(dinars(p.total_cents), lang)}
              </p>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={STEP}
                aria-label={t("cart.less")}
                onClick={() => onQuantity(i, p.line.quantity - 1)}
                disabled={p.line.quantity <= 1}
                data-testid="pos-qty-less"
              >
                −
              </button>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                aria-label={t("cart.quantity")}
                className="h-11 w-16 rounded-lg border border-slate-300 text-center text-base tabular-nums"
                value={p.line.quantity}
                onChange={(e) => onQuantity(i, Number(e.target.value))}
                data-testid="pos-qty"
              />
              <button type="button" className={STEP} aria-label={t("cart.more")} onClick={() => onQuantity(i, p.line.quantity + 1)} data-testid="pos-qty-more">
                +
              </button>
              <label className="ms-auto flex items-center gap-1 text-sm text-slate-600">
                <span>{t("cart.discount")}</span>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={maxDiscount}
                  step="0.5"
                  className="h-11 w-16 rounded-lg border border-slate-300 text-center text-base tabular-nums aria-[invalid=true]:border-red-600"
                  value={p.line.discount_percent || ""}
                  placeholder="0"
                  aria-invalid={errorsOf(errors, `lines.${i}.discount_percent`).length > 0}
                  title={t("cart.discount_max", { max: maxDiscount })}
                  onChange={(e) => onDiscount(i, e.target.value === "" ? 0 : Number(e.target.value))}
                  data-testid="pos-discount"
                />
              </label>
              <button type="button" className={`${BUTTON} px-2 text-sm text-red-700`} onClick={() => onRemove(i)} data-testid="pos-remove">
                {t("cart.remove")}
              </button>
            </div>
            <Errors errors={errorsOf(errors, `lines.${i}`, true)} t={t} testId="pos-cart-line-error" />
          </li>
        )
      })}
    </ul>
  )
}
