import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { META_TOKEN_PURPOSE, META_TOKEN_SETTING, type AdminShopSettingsResponse, type MetaAccessTokenState } from "@shop/contracts/content"
import { settingsOf } from "../../../../lib/theme"
import { contentService } from "../../../helpers"
import type { PostAdminSettingsSchemaType } from "../../../validators"
import { secretBox } from "@shop/shared/secrets"

const metaTokenBox = secretBox(META_TOKEN_PURPOSE)

/** The token's state for the admin: whether it is set and its last 4 characters, never the token. */
async function tokenState(req: MedusaRequest): Promise<MetaAccessTokenState> {
  const stored = await contentService(req).getSetting(META_TOKEN_SETTING)
  return typeof stored?.sealed === "string" && stored.sealed
    ? { set: true, last4: typeof stored.last4 === "string" ? stored.last4 : null }
    : { set: false, last4: null }
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
  // sealed at rest like the couriers' credentials (decision 0073); only its last 4 characters stay readable
  if (meta_access_token !== undefined) {
    await contentService(req).putSetting(
      META_TOKEN_SETTING,
      meta_access_token ? { sealed: metaTokenBox.seal(meta_access_token), last4: meta_access_token.slice(-4) } : { sealed: null, last4: null }
    )
  }
  res.json({ settings: settingsOf(next), meta_access_token: await tokenState(req) } satisfies AdminShopSettingsResponse)
}
