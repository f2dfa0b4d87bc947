import type { LoaderFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { currentPrices } from "~/features/product/product-page.server"

const ID = /^[A-Za-z0-9_]{1,80}$/
const MAX_LINES = 50

/**
 * Current unit prices of the cart's variants: `?line=<productId>.<variantId>` repeated. Answers
 * `{ prices: { variantId: amount | null } }` (null: no longer sold); the cart modal shows them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lines = new URL(request.url).searchParams
    .getAll("line")
    .slice(0, MAX_LINES)
    .map((l) => l.split("."))
    .filter((parts) => parts.length === 2 && parts.every((p) => ID.test(p)))
    .map(([productId, combinationId]) => ({ productId, combinationId }))
  if (!lines.length) return Response.json({ prices: {} }, { status: 400, headers: { "Cache-Control": CACHE.private } })
  try {
    return Response.json({ prices: await currentPrices(lines) }, { headers: { "Cache-Control": CACHE.private } })
  } catch (err) {
    console.error("cart prices:", (err as Error).message)
    return Response.json({ prices: {} }, { status: 502, headers: { "Cache-Control": CACHE.private } })
  }
}
