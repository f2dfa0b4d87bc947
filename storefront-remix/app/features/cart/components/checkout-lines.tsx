import { useTranslation } from "react-i18next"
import type { Locale } from "~/lib/locale"
import { useCart } from "~/features/cart/use-browser-cart"
import { useRefreshedPrices } from "~/features/cart/use-refreshed-prices"
import { CartLineItem } from "./cart-line-item"

/**
 * What the cart checkout orders, line by line: picture, name, options, editable quantity, unit price
 * and amount. Prices are refreshed from the catalogue once (display only: the backend prices the order).
 */
export function CheckoutLines({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const { lines, setQuantity, remove, applyPrices } = useCart()
  useRefreshedPrices(true, lines, applyPrices)
  if (!lines.length) return null
  return (
    <section
      aria-labelledby="checkout-lines-title"
      className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="checkout-lines"
    >
      <h2 id="checkout-lines-title" className="text-lg font-bold">
        {t("sfCart.lines_title")}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {lines.map((l) => (
          <CartLineItem key={`${l.productId}.${l.combinationId}`} locale={locale} line={l} onQuantity={setQuantity} onRemove={remove} showAmount />
        ))}
      </ul>
    </section>
  )
}
