import { Link } from "@remix-run/react"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { cartTotal } from "~/features/cart/cart"
import { localizePath, type Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { useCart } from "~/features/cart/use-browser-cart"
import { useRefreshedPrices } from "~/features/cart/use-refreshed-prices"
import { CartLineItem } from "./cart-line-item"

/** 'Your cart' (spec §2): lines with image, name, unit price, attribute badges, minus/plus, remove, total. */
export function CartModal({ locale, open, onClose }: { locale: Locale; open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const { lines, setQuantity, remove, applyPrices } = useCart()
  useRefreshedPrices(open, lines, applyPrices)
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose()
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  }, [open, onClose])
  if (!open) return null
  return (
    <div className="fixed inset-0 z-40 flex justify-end bg-black/40" onClick={onClose} data-testid="cart-overlay">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        className="flex h-full w-full max-w-md flex-col bg-white shadow-xl"
        onClick={(e) => e.stopPropagation()}
        data-testid="cart-modal"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id="cart-title" className="text-lg font-bold" data-testid="cart-title">
            {t("cart.title")}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded px-2 py-1 text-2xl leading-none text-slate-600 hover:bg-slate-100"
            aria-label={t("cart.close")}
            data-testid="cart-close"
          >
            ×
          </button>
        </div>
        {lines.length === 0 ? (
          <p className="flex-1 px-4 py-10 text-center text-slate-600" data-testid="cart-modal-empty">
            {t("cart.empty")}
          </p>
        ) : (
          <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-4">
            {lines.map((l) => (
              <CartLineItem key={`${l.productId}.${l.combinationId}`} locale={locale} line={l} onQuantity={setQuantity} onRemove={remove} />
            ))}
          </ul>
        )}
        <div className="border-t border-slate-200 px-4 py-4">
          {lines.length > 0 && (
            <p className="mb-3 flex justify-between text-lg font-bold">
              <span>{t("cart.total")}</span>
              <span className="tabular-nums" data-testid="cart-total">
                {formatPrice(cartTotal(lines), locale)}
              </span>
            </p>
          )}
          <div className="flex flex-col gap-2">
            {lines.length > 0 && (
              <Link
                to={localizePath(locale, "/checkout/cart/view")}
                onClick={onClose}
                className="rounded-xl bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
                data-testid="cart-checkout"
              >
                {t("cart.checkout")}
              </Link>
            )}
            <button
              type="button"
              onClick={onClose}
              className="rounded-xl border border-slate-300 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50"
              data-testid="cart-continue"
            >
              {t("cart.continue_shopping")}
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
