import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { settingsOf } from "../../../../lib/theme"
import { contentService } from "../../../helpers"
import type { PostAdminSettingsSchemaType } from "../../../validators"

/** GET /admin/content/settings → {settings} (defaults for anything unset). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ settings: settingsOf(await contentService(req).getSetting("settings")) })
}

/** POST /admin/content/settings: given fields replace (social merged key by key), others kept. */
export async function POST(req: MedusaRequest<PostAdminSettingsSchemaType>, res: MedusaResponse) {
  const current = settingsOf(await contentService(req).getSetting("settings"))
  const body = req.validatedBody
  const next = { ...current, ...body, social: { ...current.social, ...(body.social ?? {}) } }
  await contentService(req).putSetting("settings", next)
  res.json({ settings: settingsOf(next) })
}
