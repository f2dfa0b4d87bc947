import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { META_TOKEN_SETTING, type AdminShopSettingsResponse, type MetaAccessTokenState } from "@shop/contracts/content"
import { settingsOf } from "../../../../lib/theme"
import { contentService } from "../../../helpers"
import type { PostAdminSettingsSchemaType } from "../../../validators"

/** The token's state for the admin: whether it is set and its last 4 characters, never the token. */
async function tokenState(req: MedusaRequest): Promise<MetaAccessTokenState> {
  const token = (await contentService(req).getSetting(META_TOKEN_SETTING))?.access_token
  return typeof token === "string" && token ? { set: true, last4: token.slice(-4) } : { set: false, last4: null }
}

/** GET /admin/content/settings → {settings, meta_access_token} (defaults for anything unset). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const settings = settingsOf(await contentService(req).getSetting("settings"))
  res.json({ settings, meta_access_token: await tokenState(req) } satisfies AdminShopSettingsResponse)
}

/**
 * POST /admin/content/settings: given fields replace (social merged key by key), others kept. The
 * Conversions API token (`meta_access_token`) is write-only: a string sets it, null removes it.
 */
export async function POST(req: MedusaRequest<PostAdminSettingsSchemaType>, res: MedusaResponse) {
  const current = settingsOf(await contentService(req).getSetting("settings"))
  const { meta_access_token, ...body } = req.validatedBody
  const next = { ...current, ...body, social: { ...current.social, ...(body.social ?? {}) } }
  await contentService(req).putSetting("settings", next)
  if (meta_access_token !== undefined) await contentService(req).putSetting(META_TOKEN_SETTING, { access_token: meta_access_token })
  res.json({ settings: settingsOf(next), meta_access_token: await tokenState(req) } satisfies AdminShopSettingsResponse)
}
