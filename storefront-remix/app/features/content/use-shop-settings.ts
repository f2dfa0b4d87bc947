import { useRouteLoaderData } from "@remix-run/react"
import type { ShopSettings } from "./content"
import type { LocalMenuItem } from "./menu"

export type RootContent = {
  shop: ShopSettings["settings"]
  menus: { header: LocalMenuItem[]; footer: LocalMenuItem[] }
  /** The opening hours written in the page's language (days grouped), by the root loader. */
  opening_lines: { days: string; hours: string; ranges: string[] }[]
}

/**
 * The shop settings the root loader read (name, logo, phone, social, active_add_to_cart). Add to cart
 * stays on when the root has no data (error page) or the backend did not answer: a visible button is
 * the safe default, the product page still works.
 */
export function useShopSettings(): ShopSettings["settings"] & { activeAddToCart: boolean } {
  const root = useRouteLoaderData<{ content?: RootContent }>("root")
  const shop = root?.content?.shop
  return {
    shop_name: shop?.shop_name ?? "",
    logo_url: shop?.logo_url ?? null,
    contact_phone: shop?.contact_phone ?? null,
    whatsapp_phone: shop?.whatsapp_phone ?? null,
    active_add_to_cart: shop?.active_add_to_cart !== false,
    meta_pixel_id: shop?.meta_pixel_id ?? null,
    activeAddToCart: shop?.active_add_to_cart !== false,
    social: shop?.social ?? { facebook: null, instagram: null, tiktok: null, youtube: null },
    opening_hours: shop?.opening_hours ?? [],
  }
}

export function useOpeningLines(): RootContent["opening_lines"] {
  const root = useRouteLoaderData<{ content?: RootContent }>("root")
  return root?.content?.opening_lines ?? []
}

export function useMenus(): RootContent["menus"] {
  const root = useRouteLoaderData<{ content?: RootContent }>("root")
  return root?.content?.menus ?? { header: [], footer: [] }
}
