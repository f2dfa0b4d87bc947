import type { MedusaContainer } from "@medusajs/framework/types"
import { quoteTransporter } from "@shop/transporters/workflows"

type QuoteArgs = Parameters<typeof quoteTransporter>[0]
/** What order-life reads of the transporters plugin's module (`transporter`): the rows one quote needs. */
type TransporterReader = {
  pricingRows(
    filter: { transporter_ids?: string[]; active_only?: boolean },
    wilaya: { code: number; code_58: number },
    communeCode: number
  ): Promise<Array<Pick<QuoteArgs, "transporter" | "rates" | "overrides" | "stopDesks">>>
}
type GeoReader = { listWilayas(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<{ code: number; code_58: number }[]> }

export type Fees = { courier_fee: number; return_fee: number; source: string }

/**
 * The courier's fee and return fee for one parcel, from the rate table: the same quote the
 * checkout priced the shipping with (commune override first, then the wilaya's rate, then the
 * mother wilaya's for a 2026 wilaya), for the order's transporter and delivery type. When the
 * rate table no longer serves the destination, the fee is what the order's shipping method was
 * charged (what the checkout quoted then) and there is no return fee.
 */
export async function feesOf(
  container: MedusaContainer,
  life: { transporter_id: string | null; delivery_type: string | null; wilaya_code: number; commune_code: number },
  shippingAmount: number
): Promise<Fees> {
  const fallback = { courier_fee: shippingAmount, return_fee: 0, source: "shipping_method" }
  const type = life.delivery_type === "stop_desk" ? "stop_desk" : "home"
  if (!life.transporter_id) return fallback
  const [wilaya] = await container.resolve<GeoReader>("geo").listWilayas({ code: life.wilaya_code }, { select: ["code", "code_58"] })
  if (!wilaya) return fallback
  const [row] = await container
    .resolve<TransporterReader>("transporter")
    .pricingRows({ transporter_ids: [life.transporter_id] }, { code: wilaya.code, code_58: wilaya.code_58 }, life.commune_code)
  if (!row) return fallback
  // The parcel is already with the courier: price it even if the transporter was switched off since.
  const quote = quoteTransporter({ ...row, transporter: { ...row.transporter, active: true }, wilaya, communeCode: life.commune_code })[type]
  if (!quote.served) return fallback
  return { courier_fee: Number(quote.price), return_fee: Number(quote.return_fee ?? 0), source: quote.source }
}
