import { useTranslation } from "react-i18next"
import { useShopSettings } from "~/features/content/use-shop-settings"
import { listJoin, type Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { cartLineFor, type ProductView, type VariantView } from "~/features/product/product"
import { whatsappLink } from "~/features/product/whatsapp"

/**
 * "Order on WhatsApp" (issue 18 item 4): shown when the shop set a WhatsApp number; the message names
 * the product, the chosen options and the price, in the buyer's language.
 */
export function WhatsAppButton({ locale, product, variant }: { locale: Locale; product: ProductView; variant: VariantView | null }) {
  const { t } = useTranslation()
  const { whatsapp_phone } = useShopSettings()
  const attributes = variant ? cartLineFor(product, variant, 1).attributes : null
  const options = listJoin(
    Object.entries(attributes ?? {}).map(([k, v]) => `${k}: ${v}`),
    locale
  )
  const text = t("sfCart.whatsapp_text", {
    product: product.title,
    options: options ? ` (${options})` : "",
    price: variant?.price != null ? formatPrice(variant.price, locale) : "",
    interpolation: { escapeValue: false },
  })
  const href = whatsappLink(whatsapp_phone, text)
  if (!href) return null
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-3 flex h-12 items-center justify-center gap-2 rounded-xl bg-[#1f8f4e] px-5 font-semibold text-white hover:bg-[#18733e]"
      data-testid="whatsapp-order"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.4.4 0 0 0 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3Z" />
      </svg>
      {t("sfCart.whatsapp_button")}
    </a>
  )
}
