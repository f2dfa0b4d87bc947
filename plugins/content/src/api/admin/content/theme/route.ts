import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { themeOf } from "../../../../lib/theme"
import { contentService } from "../../../helpers"
import type { PostAdminThemeSchemaType } from "../../../validators"

/** GET /admin/content/theme → {theme: {colors, custom_css}} (defaults for anything unset). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ theme: themeOf(await contentService(req).getSetting("theme")) })
}

/** POST /admin/content/theme {colors?, custom_css?}: given colours replace, others kept. */
export async function POST(req: MedusaRequest<PostAdminThemeSchemaType>, res: MedusaResponse) {
  const current = themeOf(await contentService(req).getSetting("theme"))
  const body = req.validatedBody
  const next = { colors: { ...current.colors, ...(body.colors ?? {}) }, custom_css: body.custom_css ?? current.custom_css }
  await contentService(req).putSetting("theme", next)
  res.json({ theme: themeOf(next) })
}
