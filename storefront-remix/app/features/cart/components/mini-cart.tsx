import { lazy, Suspense, useCallback, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { CART_ADD_EVENT, itemCount, SHOW_COMBINATION_EVENT } from "~/features/cart/cart"
import type { Locale } from "~/lib/locale"
import { useCart } from "~/features/cart/use-browser-cart"
import { CartModal } from "./cart-modal"

/** The header's cart icon with the item-count badge; opens the cart on click and on every add (spec §4). */
export function MiniCart({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const { lines } = useCart()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  useEffect(() => {
    const onAdd = () => setOpen(true)
    window.addEventListener(CART_ADD_EVENT, onAdd)
    return () => window.removeEventListener(CART_ADD_EVENT, onAdd)
  }, [])
  const count = itemCount(lines)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
        aria-label={t("cart.open", { count })}
        aria-haspopup="dialog"
        data-testid="mini-cart"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="9" cy="21" r="1" />
          <circle cx="20" cy="21" r="1" />
          <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
        </svg>
        <span
          className={
            "absolute -top-1 end-0 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white " + (count ? "" : "invisible")
          }
          data-testid="mini-cart-count"
        >
          {count}
        </span>
      </button>
      <CartModal locale={locale} open={open} onClose={close} />
      <CombinationModalOnDemand locale={locale} />
    </>
  )
}

const CombinationModal = lazy(() => import("./combination-modal").then((m) => ({ default: m.CombinationModal })))

/**
 * The combination modal's code is fetched on the first card click that asks for it, not with every
 * page (the product page's JavaScript budget): that click's product is handed to the modal once loaded.
 */
function CombinationModalOnDemand({ locale }: { locale: Locale }) {
  const [first, setFirst] = useState<string | null>(null)
  useEffect(() => {
    if (first) return
    const onShow = (e: Event) => setFirst((e as CustomEvent<{ productId: string }>).detail?.productId ?? null)
    window.addEventListener(SHOW_COMBINATION_EVENT, onShow)
    return () => window.removeEventListener(SHOW_COMBINATION_EVENT, onShow)
  }, [first])
  if (!first) return null
  return (
    <Suspense fallback={null}>
      <CombinationModal locale={locale} first={first} />
    </Suspense>
  )
}
