import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cacheState, cachingOf } from "@shop/shared/answer-cache"
import { MENU_LOCATIONS } from "@shop/contracts/content"
import { cachedContent } from "../../../../../lib/content-cache"
import { storeMenu } from "../../../../../lib/menu-read"
import { notFound, pgOf, storeLang } from "../../../../helpers"
import type { StoreMenuResponse } from "@shop/contracts/content"

/** GET /store/content/menus/:location (header | footer) → the menu tree in the locale, paths resolved. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const location = req.params.location
  if (!(MENU_LOCATIONS as readonly string[]).includes(location)) throw notFound("Menu", location)
  const lang = storeLang(req)
  const pg = pgOf(req)
  const caching = cachingOf(req.scope)
  const { body: items, hit } = await cachedContent(caching, req.scope, { kind: "menu", location, lang }, async () => ({
    body: await storeMenu(pg, location, lang),
  }))
  res.setHeader("x-content-cache", cacheState(caching, hit))
  res.json({ menu: { location, items }, locale: lang } satisfies StoreMenuResponse)
}
