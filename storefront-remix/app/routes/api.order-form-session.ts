import type { LoaderFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { formSession } from "~/features/checkout/order-form-loader.server"

/**
 * `GET /api/order-form-session` → `{csrf, idempotencyKey}`: the order form's session, asked by the
 * form once its page runs (decision 0080: the page is the same for everyone and cached). Sets the
 * signed CSRF cookie on a first visit. Never stored.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, setCookie } = await formSession(request)
  const headers = new Headers({ "Cache-Control": CACHE.private })
  if (setCookie) headers.set("Set-Cookie", setCookie)
  return Response.json(session, { headers })
}
