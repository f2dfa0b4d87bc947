import type { Locale } from "~/lib/locale"
import { CURRENCY_LABEL, formatAmount, NBSP } from "~/lib/money"
import { promotionLabel } from "~/features/product/product-page"

/**
 * A promotion's value as every badge shows it (product card, product page, promotion header and
 * rotator): "-20 %" or "-1 000 DA", the same text as `promotionValueLabel`. The signed number is
 * kept left to right in every language; the currency label then follows in the text's own
 * direction, so Arabic reads "-1 000" then "د.ج" like the prices beside it (the order of Unicode
 * CLDR's ar-DZ format). One left-to-right isolate around the whole value would show "د.ج" first.
 */
export function PromotionValue({ value_type, value, locale }: { value_type: string; value: number; locale: Locale }) {
  const signed = promotionLabel({ value_type, value }, formatAmount)
  if (value_type === "percentage") return <bdi dir="ltr">{signed}</bdi>
  return (
    // direction auto: the currency label decides (rtl in Arabic), the inner isolate is skipped
    <bdi>
      <bdi dir="ltr">{signed}</bdi>
      {NBSP}
      {CURRENCY_LABEL[locale]}
    </bdi>
  )
}
