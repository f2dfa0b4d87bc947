import { useLoaderData } from "@remix-run/react"
import { ListingPage } from "~/features/listing/components/listing-page"
import { PromoRotator } from "~/features/promotion/components/promo-rotator"
import { PromotionHeader } from "~/features/promotion/components/promotion-header"
import { listingLoader, type ListingLoaderData } from "~/features/listing/listing-loader.server"
import { listingHeaders, listingMeta } from "~/features/listing/listing-route"
import type { PromotionContext } from "~/features/promotion/promotion"

/**
 * Promotion page: the other running promotions (rotator), the discount's head (banner, title,
 * value, slogan, countdown) and the listing of its products. An unknown, ended or not yet
 * started discount is a 404 (the backend's answer).
 */
export const loader = listingLoader("promotion", "id")
export const headers = listingHeaders
export const meta = listingMeta

export default function PromotionRoute() {
  const d = useLoaderData() as unknown as ListingLoaderData
  const promotion = d.listing?.context.type === "promotion" ? (d.listing.context as PromotionContext) : null
  return (
    <div className="space-y-4">
      {promotion?.others?.length ? <PromoRotator key={promotion.id} promotions={promotion.others} locale={d.locale} /> : null}
      <ListingPage
        locale={d.locale}
        title={d.meta.title}
        listing={d.listing}
        error={d.error}
        header={promotion ? <PromotionHeader promotion={promotion} title={d.meta.title} locale={d.locale} /> : undefined}
      />
    </div>
  )
}
