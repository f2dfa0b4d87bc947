import type { MedusaContainer } from "@medusajs/framework/types"
import { META_TOKEN_PURPOSE, META_TOKEN_SETTING } from "@shop/contracts/content"
import { secretBox } from "@shop/shared/secrets"

const metaTokenBox = secretBox(META_TOKEN_PURPOSE)

/** The content plugin's module, reached by its registration name (its settings documents). */
type Content = { getSetting(key: string): Promise<Record<string, unknown> | null> }

export type MetaConfig = { pixel_id: string; access_token: string; graph_url: string }

/** Meta's Graph API, or a local fake (`npm start`, the specs): META_GRAPH_URL. */
export const graphUrl = () => (process.env.META_GRAPH_URL || "https://graph.facebook.com").replace(/\/$/, "")

/** The pixel id and the Conversions API token from the shop settings, or what is missing. */
export async function metaConfig(container: MedusaContainer): Promise<MetaConfig | { missing: string }> {
  const content = container.resolve<Content | undefined>("content", { allowUnregistered: true })
  if (!content) return { missing: "no shop settings" }
  const [settings, secret] = await Promise.all([content.getSetting("settings"), content.getSetting(META_TOKEN_SETTING)])
  const pixel_id = typeof settings?.meta_pixel_id === "string" ? settings.meta_pixel_id : ""
  // sealed at rest (decision 0073); a token that no longer opens (the key changed) counts as missing
  let access_token = ""
  if (typeof secret?.sealed === "string" && secret.sealed) {
    try {
      access_token = metaTokenBox.open(secret.sealed)
    } catch {
      return { missing: "access token unreadable (COURIERS_SECRET_KEY changed): enter it again" }
    }
  }
  if (!pixel_id) return { missing: "no pixel id" }
  if (!access_token) return { missing: "no access token" }
  return { pixel_id, access_token, graph_url: graphUrl() }
}
