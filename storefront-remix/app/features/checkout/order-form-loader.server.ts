// What every page with the order form loads: wilayas, the delivery lists the query asks for (the
// no-JavaScript path), the visitor's CSRF token and a fresh Idempotency-Key for the first attempt.
import type { HeadersFunction } from "@remix-run/node"
import { randomUUID } from "node:crypto"
import { CACHE } from "~/lib/cache"
import { csrfToken } from "~/lib/csrf.server"
import { loadDeliveryQuery } from "~/features/delivery/delivery-loader.server"
import { toWilayaOption } from "~/features/geo/geo"
import { loadWilayas } from "~/features/geo/geo-loaders.server"
import { localeFromPath } from "~/lib/locale"
import type { DeliveryReads } from "~/lib/store-api.server"

export async function loadOrderForm(client: DeliveryReads, request: Request) {
  const url = new URL(request.url)
  const [wilayas, delivery, csrf] = await Promise.all([
    loadWilayas(client),
    loadDeliveryQuery(client, url.searchParams, localeFromPath(url.pathname)),
    csrfToken(request),
  ])
  const headers = new Headers({ "Cache-Control": CACHE.private })
  if (csrf.setCookie) headers.append("Set-Cookie", csrf.setCookie)
  return {
    form: {
      wilayas: wilayas.ok ? wilayas.value.map(toWilayaOption) : null,
      delivery,
      csrf: csrf.token,
      idempotencyKey: randomUUID(),
    },
    // A page holding a visitor's token and personal form state is never stored by a cache.
    headers,
  }
}

/** The headers of a page with the order form: never cached, and the CSRF cookie when it is new. */
export const orderFormHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE.private })
  const cookie = loaderHeaders.get("Set-Cookie")
  if (cookie) headers.set("Set-Cookie", cookie)
  return headers
}
