// What delivery to the buyer's wilaya costs, shown on the product page before the order form
// (issue 18 item 4): a price range per delivery type from the rate table, for the wilaya the buyer
// picked, remembered for the visit (sessionStorage) so every product page shows it at once; and the
// usual delay there when the merchant's rate rows give one (decision 0060).
import type { DayRange, DeliveryType, PriceRange } from "@shop/contracts/transporters"
import type { TFunction } from "i18next"
import type { Locale } from "~/lib/locale"
import { formatPrice } from "~/lib/money"
import { parseWilayaCode } from "~/features/geo/geo"

export type DeliveryEstimate = { home: PriceRange | null; stop_desk: PriceRange | null; delay: Record<DeliveryType, DayRange | null> }

/**
 * "Livraison en 2 à 4 jours" / "التوصيل خلال 2 إلى 4 أيام": the noun follows the larger number through
 * i18next's plural categories (Arabic: يوم واحد، يومين، 3–10 أيام، 11–99 يومًا); a range from 0 reads
 * "within N days", 0 alone "the same day".
 */
export function delayLabel(range: DayRange, t: TFunction): string {
  if (range.max === 0) return t("sfCart.delay_same_day")
  if (range.min === range.max) return t("sfCart.delay_exact", { count: range.max })
  if (range.min === 0) return t("sfCart.delay_upto", { count: range.max })
  return t("sfCart.delay_range", { count: range.max, min: range.min })
}

export const VISIT_WILAYA_KEY = "visitWilaya"

/** "400 DA" when every transporter charges the same, else "400 DA – 650 DA". */
export function rangeLabel(range: PriceRange, locale: Locale): string {
  return range.min === range.max ? formatPrice(range.min, locale) : `${formatPrice(range.min, locale)} – ${formatPrice(range.max, locale)}`
}

export function readVisitWilaya(): number | null {
  try {
    return parseWilayaCode(window.sessionStorage.getItem(VISIT_WILAYA_KEY))
  } catch {
    return null
  }
}

export function rememberVisitWilaya(code: number | null) {
  try {
    if (code === null) window.sessionStorage.removeItem(VISIT_WILAYA_KEY)
    else window.sessionStorage.setItem(VISIT_WILAYA_KEY, String(code))
  } catch {
    /* storage disabled: the buyer picks again on the next page */
  }
}
