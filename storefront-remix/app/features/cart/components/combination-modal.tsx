import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { parseQuantityInput, SHOW_COMBINATION_EVENT } from "~/features/cart/cart"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { cartLineFor, valueAvailable, valueInStock, variantFor, type ProductView } from "~/features/product/product"
import { Toast, useToast } from "~/components/toast"
import { addToBrowserCart } from "~/features/cart/use-browser-cart"

type Options = ProductView & { defaultVariantId: string | null }

/**
 * 'Select options' (spec §2): the combination selector (values no combination has with the other
 * choices disabled), a quantity (integer, at least 1, non-numeric -> 1), Cancel and Add to Cart.
 */
export function CombinationModal({ locale, first }: { locale: Locale; first?: string | null }) {
  const { t } = useTranslation()
  const [product, setProduct] = useState<Options | null>(null)
  const [selection, setSelection] = useState<Record<string, string>>({})
  const [quantity, setQuantity] = useState("1")
  const { toast, show: showToast, dismiss } = useToast()
  const failed = t("sfCart.options_failed")
  useEffect(() => {
    const open = (id: string) =>
      fetch(`/api/product-options/${encodeURIComponent(id)}?locale=${locale}`)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then(({ product: p }: { product: Options }) => {
          // One combination: nothing to choose, straight into the cart.
          const only = p.variants.length === 1 ? p.variants[0] : null
          if (only?.inStock && only.price !== null) return addToBrowserCart(cartLineFor(p, only, 1))
          const def = p.variants.find((v) => v.id === p.defaultVariantId && v.inStock) ?? p.variants.find((v) => v.inStock) ?? p.variants[0]
          setSelection(def?.options ?? {})
          setQuantity("1")
          setProduct(p)
        })
        .catch((err) => {
          // The buyer clicked and waits: say it did not work rather than nothing happening.
          console.warn("combination modal:", err)
          showToast({ text: failed, tone: "error" })
        })
    const onShow = (e: Event) => {
      const id = (e as CustomEvent<{ productId: string }>).detail?.productId
      if (id) void open(id)
    }
    window.addEventListener(SHOW_COMBINATION_EVENT, onShow)
    return () => window.removeEventListener(SHOW_COMBINATION_EVENT, onShow)
  }, [locale, failed, showToast])
  // the click that loaded this module (see `CombinationModalOnDemand`): shown once loaded
  useEffect(() => {
    if (first) window.dispatchEvent(new CustomEvent(SHOW_COMBINATION_EVENT, { detail: { productId: first } }))
  }, [first])
  if (!product) return <Toast toast={toast} onClose={dismiss} />
  const variant = variantFor(product, selection)
  const soldOut = !!variant && !variant.inStock
  const close = () => setProduct(null)
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4" onClick={close}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="combination-title"
        className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl"
        onClick={(e) => e.stopPropagation()}
        data-testid="combination-modal"
      >
        <h2 id="combination-title" className="text-lg font-bold">
          {t("cart.select_options")}
        </h2>
        <p className="mt-1 text-slate-700">{product.title}</p>
        {product.options.map((o) => (
          <fieldset key={o.id} className="mt-4">
            <legend className="text-sm font-medium">{o.title}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {o.values.map((value) => {
                const ok = valueAvailable(product, selection, o.id, value)
                const inStock = ok && valueInStock(product, selection, o.id, value)
                const active = selection[o.id] === value
                return (
                  <button
                    key={value}
                    type="button"
                    disabled={!ok}
                    aria-pressed={active}
                    onClick={() => setSelection({ ...selection, [o.id]: value })}
                    className={
                      "rounded-lg border px-3 py-2 text-sm disabled:opacity-40 disabled:line-through " +
                      (active ? "border-brand-700 bg-brand-50" : "border-slate-300")
                    }
                    data-testid="combination-option"
                    data-value={value}
                    data-sold-out={(ok && !inStock) || undefined}
                  >
                    <bdi>{value}</bdi>
                    {ok && !inStock && (
                      <span className="ms-1 text-xs font-semibold text-red-700" data-testid="combination-option-sold-out">
                        ({t("sfCart.sold_out")})
                      </span>
                    )}
                  </button>
                )
              })}
            </div>
          </fieldset>
        ))}
        {variant?.price != null && (
          <p className="mt-4 flex flex-wrap items-baseline gap-2">
            <span className={"text-xl font-bold tabular-nums " + (soldOut ? "text-slate-500" : "")} data-testid="combination-price">
              {formatPrice(variant.price, locale)}
            </span>
            {soldOut && (
              <span className="rounded bg-red-50 px-2 py-0.5 text-sm font-semibold text-red-800" data-testid="combination-sold-out">
                {t("sfCart.sold_out_choice")}
              </span>
            )}
          </p>
        )}
        <label className="mt-4 block text-sm font-medium">
          {t("cart.quantity")}
          <input
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            onBlur={() => setQuantity(String(parseQuantityInput(quantity)))}
            className="mt-1 block h-10 w-24 rounded-lg border border-slate-300 px-2"
            data-testid="combination-quantity"
          />
        </label>
        <div className="mt-5 flex gap-3">
          <button type="button" onClick={close} className="flex-1 rounded-xl border border-slate-300 px-4 py-3 font-semibold" data-testid="combination-cancel">
            {t("cart.cancel")}
          </button>
          <button
            type="button"
            disabled={!variant || !variant.inStock || variant.price === null}
            onClick={() => {
              if (!variant) return
              close()
              addToBrowserCart(cartLineFor(product, variant, parseQuantityInput(quantity)))
            }}
            className="flex-1 rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white disabled:opacity-40"
            data-testid="combination-add"
          >
            {soldOut ? t("sfCart.sold_out_button") : t("cart.add")}
          </button>
        </div>
      </div>
    </div>
  )
}
