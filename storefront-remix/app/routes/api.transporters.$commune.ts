import type { LoaderFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { isLocale } from "~/lib/locale"
import { storeApi } from "~/lib/store-api.server"
import { loadTransporters } from "~/features/delivery/transporter-loaders.server"
import type { TransportersSource } from "~/features/delivery/transporter-state"
import { parseCommuneCode, type TransportProblem } from "~/features/delivery/transporters"

export type TransportersPayload = TransportersSource

const STATUS: Record<TransportProblem, number> = { not_served: 404, failed: 502 }

// The browser's way to a commune's transporters and prices (`?lang=`: the desks' names and addresses
// in the page's language): the backend is only called from here.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const code = parseCommuneCode(params.commune)
  if (code === null) return payload({ commune: null, transporters: [], problem: "not_served" }, 400)
  const lang = new URL(request.url).searchParams.get("lang")
  const result = await loadTransporters(storeApi, code, isLocale(lang) ? lang : "fr")
  return result.ok
    ? payload({ commune: code, transporters: result.value, problem: null }, 200)
    : payload({ commune: code, transporters: [], problem: result.problem }, STATUS[result.problem])
}

function payload(body: TransportersPayload, status: number): Response {
  // Prices follow the merchant's rate table: never stored, whatever the answer.
  return Response.json(body, { status, headers: { "Cache-Control": CACHE.private } })
}

// Reference data of one address: a form post elsewhere on the page does not change it.
export const shouldRevalidate = () => false
