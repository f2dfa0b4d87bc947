import type { LoaderFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { parseWilayaCode, toCommuneOption, type CommuneOption, type GeoProblem } from "~/features/geo/geo"
import { loadCommunes } from "~/features/geo/geo-loaders.server"
import { storeApi } from "~/lib/store-api.server"

export type CommunesPayload = { wilaya: number | null; communes: CommuneOption[]; problem: GeoProblem | null }

const STATUS: Record<GeoProblem, number> = { unknown_wilaya: 404, failed: 502 }

// The browser's way to the communes of a wilaya: the backend is only ever called from here, server-side.
export async function loader({ params }: LoaderFunctionArgs) {
  const code = parseWilayaCode(params.wilaya)
  if (code === null) {
    return payload({ wilaya: null, communes: [], problem: "unknown_wilaya" }, 400)
  }
  const result = await loadCommunes(storeApi, code)
  return result.ok
    ? payload({ wilaya: code, communes: result.value.map(toCommuneOption), problem: null }, 200)
    : payload({ wilaya: code, communes: [], problem: result.problem }, STATUS[result.problem])
}

function payload(body: CommunesPayload, status: number): Response {
  return Response.json(body, {
    status,
    headers: { "Cache-Control": status === 200 ? CACHE.referenceData : CACHE.private },
  })
}

// Reference data of one address: a form post elsewhere on the page does not change it.
export const shouldRevalidate = () => false
