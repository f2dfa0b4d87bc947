// What every page with the order form loads: wilayas and the delivery lists the query asks for (the
// no-JavaScript path). Nothing of the visitor's: the CSRF token and the first attempt's
// Idempotency-Key come from `GET /api/order-form-session`, which the form asks once the page is
// running, so the page itself is the same for everyone and is kept by the page cache (decision 0080).
import type { HeadersFunction } from "@remix-run/node"
import { randomUUID } from "node:crypto"
import { CACHE } from "~/lib/cache"
import { csrfToken } from "~/lib/csrf.server"
import { loadDeliveryQuery } from "~/features/delivery/delivery-loader.server"
import { toWilayaOption } from "~/features/geo/geo"
import { loadWilayas } from "~/features/geo/geo-loaders.server"
import { localeFromPath } from "~/lib/locale"
import type { DeliveryReads } from "~/lib/store-api.server"

/** The visitor's half of the order form: their CSRF token and a fresh Idempotency-Key. */
export type FormSession = { csrf: string; idempotencyKey: string }

export async function loadOrderForm(client: DeliveryReads, request: Request, { showsStock = false } = {}) {
  const url = new URL(request.url)
  const [wilayas, delivery] = await Promise.all([loadWilayas(client), loadDeliveryQuery(client, url.searchParams, localeFromPath(url.pathname))])
  // a read that failed shows its error state to this visitor only: such a page is not kept
  const failed = !wilayas.ok || delivery.communes?.problem === "failed" || delivery.transporters?.problem === "failed"
  const headers = new Headers({ "Cache-Control": failed ? CACHE.private : showsStock ? CACHE.livePage : CACHE.publicPage })
  // the product and landing pages show availability: the page cache keeps them under the stock version too
  if (showsStock) headers.set("X-Page-Stock", "1")
  return {
    form: {
      wilayas: wilayas.ok ? wilayas.value.map(toWilayaOption) : null,
      delivery,
      /** Null in the page: the form asks for its session once it runs (without JavaScript, the first post does). */
      session: null as FormSession | null,
    },
    headers,
  }
}

/** The visitor's token (and the Set-Cookie header when it is new) with a fresh Idempotency-Key. */
export async function formSession(request: Request): Promise<{ session: FormSession; setCookie: string | null }> {
  const { token, setCookie } = await csrfToken(request)
  return { session: { csrf: token, idempotencyKey: randomUUID() }, setCookie }
}

/**
 * The headers of a page with the order form: the loader's (public, the same for everyone) on a plain
 * visit; after a post without JavaScript, whose answer holds the visitor's values and token, never
 * stored, with the action's cookie.
 */
export const orderFormHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const posted = actionHeaders.get("Cache-Control")
  if (posted) {
    const headers = new Headers({ "Cache-Control": CACHE.private })
    const cookie = actionHeaders.get("Set-Cookie")
    if (cookie) headers.set("Set-Cookie", cookie)
    return headers
  }
  const headers = new Headers({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE.private })
  const stock = loaderHeaders.get("X-Page-Stock")
  if (stock) headers.set("X-Page-Stock", stock)
  return headers
}
