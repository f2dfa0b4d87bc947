// How the storefront's server states the buyer to the backend (issue 17, decision 0045): the address
// server.mjs saw (behind the storefront's own trusted proxies) and the buyer's session, signed with
// STOREFRONT_PROXY_SECRET so that nobody calling the backend directly can claim another address or
// write another buyer's lead.
import { signStorefrontHeaders, storefrontSessionId } from "@shop/shared/storefront-channel"
import { readToken } from "./csrf.server"
import { env as defaultEnv, type ServerEnv } from "./env.server"

/** The buyer's address as the storefront's server saw it (server.mjs puts it in the load context). */
export const clientIpOf = (context: unknown): string | null => (context as { clientIp?: string | null } | undefined)?.clientIp ?? null

let warned = false

/**
 * Headers for a backend POST made for the buyer: the signed address, and the session when the request
 * carries the visitor's CSRF cookie. Without a secret, the address as X-Forwarded-For (believed by the
 * backend only when this server is one of its trusted proxies) and no session.
 */
export async function buyerHeaders(context: unknown, request: Request | null, e: ServerEnv = defaultEnv): Promise<Record<string, string>> {
  const ip = clientIpOf(context)
  if (!ip) return {}
  const secret = e.STOREFRONT_PROXY_SECRET
  if (!secret) {
    if (!warned) console.warn("STOREFRONT_PROXY_SECRET is not set: the buyer's address goes unsigned and leads are not saved")
    warned = true
    return { "X-Forwarded-For": ip }
  }
  const token = request ? await readToken(request) : null
  return signStorefrontHeaders(secret, { ip, session: token ? storefrontSessionId(secret, token) : null })
}
