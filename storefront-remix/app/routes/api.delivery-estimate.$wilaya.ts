import type { LoaderFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { storeApi } from "~/lib/store-api.server"
import { settle } from "~/features/geo/geo-loaders.server"
import type { DeliveryEstimate } from "~/features/delivery/delivery-estimate"
import { parseWilayaCode } from "~/features/geo/geo"

export type DeliveryEstimatePayload = { wilaya: number | null; estimate: DeliveryEstimate | null; problem: "not_served" | "failed" | null }

// The product page's way to what delivery to a wilaya costs: the backend is only called from here.
export async function loader({ params }: LoaderFunctionArgs) {
  const code = parseWilayaCode(params.wilaya)
  if (code === null || code > 69) return payload({ wilaya: null, estimate: null, problem: "not_served" }, 400)
  const result = await settle(`delivery estimate of wilaya ${code}`, storeApi.deliveryEstimate(code), "not_served")
  return result.ok
    ? payload(
        {
          wilaya: code,
          estimate: {
            home: result.value.home,
            stop_desk: result.value.stop_desk,
            // a backend from before decision 0060 answers no delay
            delay: result.value.delay ?? { home: null, stop_desk: null },
          },
          problem: null,
        },
        200
      )
    : payload({ wilaya: code, estimate: null, problem: result.problem }, result.problem === "not_served" ? 404 : 502)
}

// Prices follow the merchant's rate table: never stored.
const payload = (body: DeliveryEstimatePayload, status: number) => Response.json(body, { status, headers: { "Cache-Control": CACHE.private } })

export const shouldRevalidate = () => false
