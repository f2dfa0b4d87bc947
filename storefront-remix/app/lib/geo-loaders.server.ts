import type { Commune, GeoProblem, Wilaya } from "./geo"
import { MedusaError, type MedusaClient } from "./medusa.server"

export type Loaded<T> = { ok: true; value: T } | { ok: false; problem: GeoProblem }

// Backend trouble becomes a message on the page; anything else (a missing key, a bug) stays an error.
async function settle<T>(what: string, work: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await work }
  } catch (err) {
    if (!(err instanceof MedusaError)) throw err
    if (err.status === 404) return { ok: false, problem: "unknown_wilaya" }
    console.error(`[storefront] ${what}: ${err.message} (status ${err.status})`)
    return { ok: false, problem: "failed" }
  }
}

export function loadWilayas(client: MedusaClient): Promise<Loaded<Wilaya[]>> {
  return settle("listing wilayas", client.listWilayas())
}

export function loadCommunes(client: MedusaClient, wilayaCode: number): Promise<Loaded<Commune[]>> {
  return settle(`listing communes of wilaya ${wilayaCode}`, client.listCommunes(wilayaCode))
}
