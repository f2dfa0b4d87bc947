import type { MedusaContainer } from "@medusajs/framework/types"
import { META_TOKEN_SETTING } from "@shop/contracts/content"

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
  const access_token = typeof secret?.access_token === "string" ? secret.access_token : ""
  if (!pixel_id) return { missing: "no pixel id" }
  if (!access_token) return { missing: "no access token" }
  return { pixel_id, access_token, graph_url: graphUrl() }
}
