import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { findCommune, quoteDestination, type QuotedDesk } from "../../../../../lib/pricing"
import { DELIVERY_TYPES } from "../../../../../lib/quote"
import { communeCode, geoService, requestLanguage, shippingOptionsOf, transporterService } from "../../../../helpers"
import { deskTexts, type CommuneTransportersResponse } from "@shop/contracts/transporters"

const deskDto = (d: QuotedDesk, communeCode: number, lang: string) => ({
  id: d.id,
  ...deskTexts(d, lang),
  opening_hours: d.opening_hours ?? null,
  phone: d.phone ?? null,
  commune_code: d.commune_code,
  in_commune: d.commune_code === communeCode,
})

/**
 * The transporters delivering to a commune, priced from the rate table: for each, its
 * delivery types with price, shipping option id and (stop-desk) desks, those in the
 * commune first. Transporters with a desk in the commune come first, then the cheapest.
 * 404 when the commune is unknown or it or its wilaya is not delivered.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const code = communeCode(req)
  const lang = requestLanguage(req)
  const dest = await findCommune(geoService(req), code)
  if (!dest || !dest.commune.deliverable || !dest.wilaya.deliverable) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Commune ${code} was not found or is not delivered`)
  }
  const quoted = await quoteDestination(transporterService(req), dest, { active_only: true })
  const options = await shippingOptionsOf(
    req,
    quoted.map((q) => q.transporter.id)
  )

  const transporters = quoted
    .map(({ transporter, quote }) => {
      const delivery_types = DELIVERY_TYPES.flatMap((type) => {
        const q = quote[type]
        const option = options.get(transporter.id)?.find((o) => o.delivery_type === type)
        if (!q.served || !option) return []
        return [
          {
            type,
            price: q.price,
            shipping_option_id: option.id,
            ...(type === "stop_desk" ? { stop_desks: q.stop_desks.map((d) => deskDto(d, code, lang)) } : {}),
          },
        ]
      })
      return {
        id: transporter.id,
        name: transporter.name,
        code: transporter.code,
        logo_url: transporter.logo_url ?? null,
        has_stop_desk_in_commune: delivery_types.some((t) => t.stop_desks?.some((d) => d.in_commune)),
        min_price: Math.min(...delivery_types.map((t) => t.price)),
        delivery_types,
      }
    })
    .filter((t) => t.delivery_types.length > 0)
    .sort((a, b) => Number(b.has_stop_desk_in_commune) - Number(a.has_stop_desk_in_commune) || a.min_price - b.min_price || a.name.localeCompare(b.name, "fr"))

  // Prices change with the merchant's rate table: never serve a stale quote.
  res.setHeader("Cache-Control", "no-store")
  res.json({
    commune: {
      code: dest.commune.code,
      name_fr: dest.commune.name_fr,
      name_ar: dest.commune.name_ar,
      wilaya_code: dest.wilaya.code,
      wilaya_name_fr: dest.wilaya.name_fr,
      wilaya_name_ar: dest.wilaya.name_ar,
    },
    transporters,
  } satisfies CommuneTransportersResponse)
}
