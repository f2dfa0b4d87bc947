import qs from "qs"
import { INPUT_LIMITS } from "./input-scan"

/**
 * Medusa 2.21 parses every request's query string a second time, before any middleware or route of
 * ours runs (`@medusajs/medusa/dist/loaders/api.js`: `qs.parse(query, { arrayLimit: Infinity })`).
 * With no limit, a bracket index is an array slot: `?a[99999999]=x`, on any URL (`/health` too),
 * builds an array of 10^8 slots before compacting it, 4.2 s of one core with the event loop blocked
 * (measured 2026-11-29; the fuzz spec's GETs took up to 26 s each). A handful of such requests stops
 * a shop. The input guard's `queryIndexProblem` refuses such an index, but only once the parse is done.
 *
 * The limit here is the guard's own (`INPUT_LIMITS.items`): an index above it stays an object key, as
 * qs does above its default of 20, which the guard then answers with 400 `too_many_items`. Lists the
 * shop reads (`id[]=…`, up to 999 values) parse as before. Medusa's call reads `qs.parse` from the
 * module object at every request, so replacing that property once, at boot, is enough; `qs` is the
 * same hoisted module Medusa requires (declared in this plugin's package.json with Medusa's range).
 */
const BOUNDED = Symbol.for("dz.qs.bounded-array-limit")

type Parse = typeof qs.parse & { [BOUNDED]?: true }

export function boundQueryArrays(module: { parse: Parse } = qs as { parse: Parse }): void {
  if (module.parse[BOUNDED]) return
  const parse = module.parse
  const bounded = ((str: string, options?: qs.IParseOptions) =>
    parse(str, { ...options, arrayLimit: Math.min(options?.arrayLimit ?? 20, INPUT_LIMITS.items) })) as Parse
  bounded[BOUNDED] = true
  module.parse = bounded
}
