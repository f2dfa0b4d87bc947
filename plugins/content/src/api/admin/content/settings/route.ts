import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readSetting, settingsOf } from "../../../../lib/theme"
import { contentService, pgOf } from "../../../helpers"
import type { PostAdminSettingsSchemaType } from "../../../validators"

/** GET /admin/content/settings → {settings} (defaults for anything unset). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ settings: settingsOf(await readSetting(pgOf(req), "settings")) })
}

/** POST /admin/content/settings: given fields replace (social merged key by key), others kept. */
export async function POST(req: MedusaRequest<PostAdminSettingsSchemaType>, res: MedusaResponse) {
  const current = settingsOf(await readSetting(pgOf(req), "settings"))
  const body = req.validatedBody
  const next = { ...current, ...body, social: { ...current.social, ...(body.social ?? {}) } }
  await contentService(req).putSetting("settings", next)
  res.json({ settings: settingsOf(next) })
}
