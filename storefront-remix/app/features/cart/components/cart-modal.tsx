import { Link } from "@remix-run/react"
import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { cartTotal, type StoredCartLine } from "~/features/cart/cart"
import { localizePath, type Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { useCart } from "~/features/cart/use-browser-cart"

/** Current prices of the lines' variants from the server (display; orders are priced by the backend anyway). */
function useRefreshedPrices(open: boolean, lines: StoredCartLine[], apply: (p: Record<string, number | null>) => void) {
  const key = lines.map((l) => `${l.productId}.${l.combinationId}`).join("&")
  const applyRef = useRef(apply)
  applyRef.current = apply
  useEffect(() => {
    if (!open || !key) return
    const ctrl = new AbortController()
    const query = new URLSearchParams(key.split("&").map((l) => ["line", l]))
    fetch(`/api/cart-prices?${query}`, { signal: ctrl.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((body) => body?.prices && applyRef.current(body.prices))
      .catch(() => {
        /* offline or aborted: the stored prices stay */
      })
    return () => ctrl.abort()
  }, [open, key])
}

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
              <li key={`${l.productId}.${l.combinationId}`} className="flex gap-3 py-3" data-testid="cart-line" data-combination-id={l.combinationId}>
                {l.image ? (
                  <img src={l.image} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded border border-slate-200 object-cover" />
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
                          {k}: {v}
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
                      onClick={() => setQuantity(l, l.quantity - 1)}
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
                      onClick={() => setQuantity(l, l.quantity + 1)}
                      aria-label={t("cart.increase")}
                      className="h-8 w-8 rounded border border-slate-300 font-bold"
                      data-testid="cart-line-plus"
                    >
                      +
                    </button>
                    <button type="button" onClick={() => remove(l)} className="ms-auto text-sm text-red-700 hover:underline" data-testid="cart-line-remove">
                      {t("cart.remove")}
                    </button>
                  </div>
                </div>
              </li>
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
