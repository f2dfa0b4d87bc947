import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { settingsOf, themeOf } from "../../../lib/theme"
import { contentService } from "../../helpers"
import type { StoreShopSettingsResponse } from "@shop/contracts/content"

/** GET /store/shop-settings → shop settings and theme (defaults of spec back-office §9 for anything unset). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const service = contentService(req)
  const [settings, theme] = await Promise.all([service.getSetting("settings"), service.getSetting("theme")])
  res.json({ settings: settingsOf(settings), theme: themeOf(theme) } satisfies StoreShopSettingsResponse)
}
