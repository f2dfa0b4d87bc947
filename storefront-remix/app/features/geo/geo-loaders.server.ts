import type { Commune, GeoProblem, Wilaya } from "./geo"
import { MedusaError } from "~/lib/medusa.server"
import type { DeliveryReads } from "~/lib/store-api.server"

export type Loaded<T, P extends string = GeoProblem> = { ok: true; value: T } | { ok: false; problem: P }

/**
 * Backend trouble becomes a message on the page (`notFound` for a 404, "failed" for anything else);
 * any other error (a missing key, a bug) stays an error.
 */
export async function settle<T, P extends string>(what: string, work: Promise<T>, notFound: P): Promise<Loaded<T, P | "failed">> {
  try {
    return { ok: true, value: await work }
  } catch (err) {
    if (!(err instanceof MedusaError)) throw err
    if (err.status === 404) return { ok: false, problem: notFound }
    console.error(`[storefront] ${what}: ${err.message} (status ${err.status})`)
    return { ok: false, problem: "failed" }
  }
}

export function loadWilayas(client: DeliveryReads): Promise<Loaded<Wilaya[]>> {
  return settle("listing wilayas", client.listWilayas(), "unknown_wilaya")
}

export function loadCommunes(client: DeliveryReads, wilayaCode: number): Promise<Loaded<Commune[]>> {
  return settle(`listing communes of wilaya ${wilayaCode}`, client.listCommunes(wilayaCode), "unknown_wilaya")
}
