import type { CourierAdapterKey } from "@shop/contracts/couriers"
import type { AdapterFactory } from "../lib/adapter"
import { createEcotrackAdapter } from "./ecotrack"
import { createMaystroAdapter } from "./maystro"
import { createProcolisAdapter } from "./procolis"
import { createNoestAdapter } from "./noest"
import { createYalidineAdapter } from "./yalidine"

/**
 * Every courier platform's adapter, by key (decision 0040). Each adapter lives in its own folder
 * (`./<key>/`) with its status table, and is tested against its fake (`../fakes/<key>/`).
 */
export const ADAPTERS: Partial<Record<CourierAdapterKey, AdapterFactory>> = {
  ecotrack: createEcotrackAdapter,
  procolis: createProcolisAdapter,
  maystro: createMaystroAdapter,
  noest: createNoestAdapter,
  yalidine: createYalidineAdapter,
}

export function adapterFor(key: CourierAdapterKey): AdapterFactory {
  const factory = ADAPTERS[key]
  if (!factory) throw new Error(`no adapter for courier platform ${key}`)
  return factory
}

export type { AdapterContext, CourierAdapter, ParcelDraft, TrackingEvent } from "../lib/adapter"
export { CourierError } from "../lib/errors"
