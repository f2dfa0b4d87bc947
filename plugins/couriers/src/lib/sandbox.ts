import type { CourierAdapterKey } from "@shop/contracts/couriers"

/**
 * The couriers' sandboxes of the demo shop (decision 0041): where each platform's fake listens and
 * the credentials it accepts, what the seed stores on the sandbox accounts (no fake is loaded here:
 * the backend only needs the addresses; `../fakes/serve` runs them).
 */
export const SANDBOX_PORT_BASE = 9700
export const SANDBOX_ORDER: readonly CourierAdapterKey[] = ["yalidine", "ecotrack", "procolis", "maystro", "noest"]
export const SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret"

/** The credentials each sandbox accepts (what the seed stores on the sandbox accounts). */
export const SANDBOX_CREDENTIALS: Record<CourierAdapterKey, Record<string, string>> = {
  yalidine: { api_id: "sandbox-api-id", api_token: "sandbox-api-token" },
  ecotrack: { token: "sandbox-token" },
  procolis: { id: "sandbox-id", token: "sandbox-token" },
  maystro: { token: "sandbox-token" },
  noest: { api_token: "sandbox-api-token", user_guid: "sandbox-user-guid" },
}

export const sandboxPort = (key: CourierAdapterKey, base = SANDBOX_PORT_BASE) => base + SANDBOX_ORDER.indexOf(key)
/** The id the seed gives a platform's sandbox account (known in advance, so the sandbox knows where to push webhooks). */
export const sandboxAccountId = (key: CourierAdapterKey) => `cacc_sandbox_${key}`
