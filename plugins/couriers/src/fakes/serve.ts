import type { CourierAdapterKey, ParcelStatus } from "@shop/contracts/couriers"
import { SANDBOX_CREDENTIALS, SANDBOX_ORDER, SANDBOX_WEBHOOK_SECRET, sandboxAccountId, sandboxPort } from "../lib/sandbox"
import type { CourierFake } from "./harness"
import { FAKES } from "./index"

/**
 * `node plugins/couriers/.medusa/server/src/fakes/serve.js`: the couriers' sandboxes for the demo
 * shop (started by `npm start`). BACKEND_URL: where webhooks go; COURIER_SANDBOX_PORT_BASE: the first
 * port (default 9700); COURIER_SANDBOX_STEP_MS: how often parcels move (default 30 s).
 */
const DELIVERED: ParcelStatus[] = ["picked_up", "in_transit", "out_for_delivery", "delivered"]
const REFUSED: ParcelStatus[] = ["picked_up", "in_transit", "out_for_delivery", "delivery_attempted", "returning", "returned"]

/** Every fifth parcel (by creation) is refused at the door and comes back; the others are delivered. */
export function sandboxPath(index: number): ParcelStatus[] {
  return index % 5 === 4 ? REFUSED : DELIVERED
}

/**
 * Every platform's fake on its sandbox port, and a courier that moves its parcels by itself, one
 * step every `stepMs`: picked up, in transit, out for delivery, then most are delivered and some
 * refused at the door and returned, so that a new user sees statuses arrive without a courier
 * account. Started by `npm start` as its own process (it stands for services outside the shop).
 */
export async function startSandboxes(opts: { backendUrl: string; portBase?: number; stepMs?: number; log?: (m: string) => void }) {
  const log = opts.log ?? (() => {})
  const fakes: { key: CourierAdapterKey; fake: CourierFake }[] = []
  for (const key of SANDBOX_ORDER) {
    const start = FAKES[key]
    if (!start) continue
    const fake = await start({
      port: sandboxPort(key, opts.portBase),
      credentials: SANDBOX_CREDENTIALS[key],
      webhook: { url: `${opts.backendUrl}/hooks/couriers/${sandboxAccountId(key)}`, secret: SANDBOX_WEBHOOK_SECRET },
    })
    fakes.push({ key, fake })
    log(`${key} sandbox on ${fake.url}`)
  }
  const progress = new Map<string, number>()
  const order: string[] = []
  let busy = false
  const timer = setInterval(async () => {
    if (busy) return
    busy = true
    try {
      for (const { key, fake } of fakes) {
        for (const p of fake.parcels()) {
          const id = `${key}:${p.tracking}`
          if (!progress.has(id)) {
            progress.set(id, 0)
            order.push(id)
          }
          const path = sandboxPath(order.indexOf(id))
          const step = progress.get(id)!
          if (step >= path.length) continue
          progress.set(id, step + 1)
          const reason = path[step] === "delivery_attempted" || path[step] === "returning" ? "Client ne répond pas" : null
          await fake.advance(p.tracking, path[step], reason).catch((e: Error) => log(`${key} ${p.tracking}: ${e.message}`))
        }
      }
    } finally {
      busy = false
    }
  }, opts.stepMs ?? 30_000)
  return {
    fakes,
    close: async () => {
      clearInterval(timer)
      await Promise.all(fakes.map((f) => f.fake.close()))
    },
  }
}

async function main() {
  const s = await startSandboxes({
    backendUrl: process.env.BACKEND_URL ?? "http://localhost:9000",
    portBase: process.env.COURIER_SANDBOX_PORT_BASE ? Number(process.env.COURIER_SANDBOX_PORT_BASE) : undefined,
    stepMs: process.env.COURIER_SANDBOX_STEP_MS ? Number(process.env.COURIER_SANDBOX_STEP_MS) : undefined,
    log: (m) => console.log(m),
  })
  const stop = () => s.close().then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

if (require.main === module) {
  main().catch((e: Error) => {
    console.error(`sandboxes failed: ${e.message}`)
    process.exit(1)
  })
}
