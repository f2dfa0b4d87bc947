import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { DELIVERY_TYPES, quoteTransporter } from "../../../../../lib/quote"
import { geoService, shippingOptionsOf, transporterService } from "../../../../helpers"
import { WilayaCodeParam } from "../../../../validators"
import { delaySpan, type DayRange } from "../../../../../lib/delay"
import type { PriceRange, WilayaDeliveryEstimateResponse } from "@shop/contracts/transporters"

const range = (prices: number[]): PriceRange | null => (prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null)

/**
 * What delivery to a wilaya usually costs, before the buyer picks a commune (the product page): the
 * cheapest and dearest price of each delivery type among the active transporters that offer it there,
 * from the rate table (a commune's own override can still differ: the order form prices the commune),
 * and the usual delay across those transporters (decision 0060: quickest min, slowest max, null if none gives one).
 * 404 when the wilaya is unknown or not delivered.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const parsed = WilayaCodeParam.safeParse(req.params.code)
  if (!parsed.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid wilaya code: ${parsed.error.issues[0].message}`)
  const [wilaya] = await geoService(req).listWilayas({ code: parsed.data })
  if (!wilaya?.deliverable) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Wilaya ${parsed.data} was not found or is not delivered`)

  // Commune 0 exists nowhere: no commune override applies, the wilaya's (or its mother's) rate does.
  const rows = await transporterService(req).pricingRows({ active_only: true }, wilaya, 0)
  const options = await shippingOptionsOf(
    req,
    rows.map((r) => r.transporter.id)
  )
  const prices: Record<(typeof DELIVERY_TYPES)[number], number[]> = { home: [], stop_desk: [] }
  const delays: Record<(typeof DELIVERY_TYPES)[number], (DayRange | null)[]> = { home: [], stop_desk: [] }
  for (const row of rows) {
    const quote = quoteTransporter({ ...row, wilaya, communeCode: 0 })
    for (const type of DELIVERY_TYPES) {
      const q = quote[type]
      if (q.served && options.get(row.transporter.id)?.some((o) => o.delivery_type === type)) {
        prices[type].push(q.price)
        delays[type].push(q.delay)
      }
    }
  }
  res.setHeader("Cache-Control", "no-store")
  res.json({
    wilaya: { code: wilaya.code, name_fr: wilaya.name_fr, name_ar: wilaya.name_ar },
    home: range(prices.home),
    stop_desk: range(prices.stop_desk),
    delay: { home: delaySpan(delays.home), stop_desk: delaySpan(delays.stop_desk) },
  } satisfies WilayaDeliveryEstimateResponse)
}
