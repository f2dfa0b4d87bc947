import type { CourierAdapterKey } from "@shop/contracts/couriers"
import { startEcotrackFake } from "./ecotrack"
import type { CourierFake } from "./harness"
import { startMaystroFake } from "./maystro"
import { startProcolisFake } from "./procolis"
import { startNoestFake } from "./noest"
import { startYalidineFake } from "./yalidine"

/** The local fakes of the courier platforms (decision 0040): one per adapter, each on 127.0.0.1. */
export { startFake, labelPdf, type CourierFake, type FakeServer, type Fault } from "./harness"

/** What starts a platform's fake: a port (0: any free one), the credentials it accepts, where it pushes webhooks (platforms that push) and the secret it signs them with. */
export type FakeStartOptions = {
  port?: number
  credentials: Record<string, string>
  webhook?: { url: string; secret: string } | null
}

/** Every platform's fake, by key (each folder adds its line). */
export const FAKES: Partial<Record<CourierAdapterKey, (opts: FakeStartOptions) => Promise<CourierFake>>> = {
  ecotrack: startEcotrackFake,
  procolis: startProcolisFake,
  maystro: startMaystroFake,
  noest: startNoestFake,
  yalidine: startYalidineFake,
}
