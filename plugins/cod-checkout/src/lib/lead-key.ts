import { createHash } from "node:crypto"

/**
 * The key of a buyer's lead (decision 0045): their cart id within their storefront session. The
 * session id is the storefront's signed statement (`storefrontClient(req).session`), so the key can
 * neither be guessed nor chosen by whoever knows the cart id.
 */
export const leadKey = (session: string, cartId: string) => createHash("sha256").update(`lead\n${session}\n${cartId}`).digest("hex")
