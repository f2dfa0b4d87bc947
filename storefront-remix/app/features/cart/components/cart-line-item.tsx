import { useTranslation } from "react-i18next"
import type { StoredCartLine } from "~/features/cart/cart"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"

type Props = {
  locale: Locale
  line: StoredCartLine
  onQuantity: (line: StoredCartLine, quantity: number) => void
  onRemove: (line: StoredCartLine) => void
  /** The cart checkout also shows the line's amount (unit price × quantity). */
  showAmount?: boolean
}

/** One line of the browser cart: picture, name, option badges, unit price, minus/plus, remove (spec §2 "Cart"). */
export function CartLineItem({ locale, line: l, onQuantity, onRemove, showAmount = false }: Props) {
  const { t } = useTranslation()
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line" data-combination-id={l.combinationId}>
      {l.image ? (
        <img
          src={l.image}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded border border-slate-200 object-cover"
          data-testid="cart-line-image"
        />
      ) : (
        <span className="h-16 w-16 shrink-0 rounded bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug" data-testid="cart-line-name">
          {l.name}
        </p>
        {l.attributes && (
          <p className="mt-1 flex flex-wrap gap-1">
            {Object.entries(l.attributes).map(([k, v]) => (
              <span key={k} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700" data-testid="cart-line-attribute">
                <bdi>{k}</bdi>: <bdi>{v}</bdi>
              </span>
            ))}
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600">
          <span className="sr-only">{t("cart.unit_price")} </span>
          <span className="tabular-nums" data-testid="cart-line-price">
            {formatPrice(l.unitPrice, locale)}
          </span>
        </p>
        <div className="mt-2 flex items-center gap-2">
          <button
            type="button"
            disabled={l.quantity <= 1}
            onClick={() => onQuantity(l, l.quantity - 1)}
            aria-label={t("cart.decrease")}
            className="h-8 w-8 rounded border border-slate-300 font-bold disabled:opacity-40"
            data-testid="cart-line-minus"
          >
            −
          </button>
          <span className="min-w-6 text-center tabular-nums" aria-label={t("cart.quantity")} data-testid="cart-line-quantity">
            {l.quantity}
          </span>
          <button
            type="button"
            onClick={() => onQuantity(l, l.quantity + 1)}
            aria-label={t("cart.increase")}
            className="h-8 w-8 rounded border border-slate-300 font-bold"
            data-testid="cart-line-plus"
          >
            +
          </button>
          <button type="button" onClick={() => onRemove(l)} className="ms-auto text-sm text-red-700 hover:underline" data-testid="cart-line-remove">
            {t("cart.remove")}
          </button>
        </div>
      </div>
      {showAmount && (
        <p className="shrink-0 font-bold tabular-nums" data-testid="cart-line-amount">
          {formatPrice((Math.round(l.unitPrice * 100) * l.quantity) / 100, locale)}
        </p>
      )}
    </li>
  )
}
