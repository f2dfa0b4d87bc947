import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readSetting, settingsOf, themeOf } from "../../../lib/theme"
import { pgOf } from "../../helpers"

/** GET /store/shop-settings → shop settings and theme (defaults of spec back-office §9 for anything unset). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const pg = pgOf(req)
  const [settings, theme] = await Promise.all([readSetting(pg, "settings"), readSetting(pg, "theme")])
  res.json({ settings: settingsOf(settings), theme: themeOf(theme) })
}
