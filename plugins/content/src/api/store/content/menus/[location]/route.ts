import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MENU_LOCATIONS } from "../../../../../lib/block-types"
import { storeMenu } from "../../../../../lib/menu-read"
import { notFound, pgOf, storeLang } from "../../../../helpers"

/** GET /store/content/menus/:location (header | footer) → the menu tree in the locale, paths resolved. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const location = req.params.location
  if (!(MENU_LOCATIONS as readonly string[]).includes(location)) throw notFound("Menu", location)
  const lang = storeLang(req)
  res.json({ menu: { location, items: await storeMenu(pgOf(req), location, lang) }, locale: lang })
}
