import { COURIER_ADAPTERS, type CourierAdapterKey } from "@shop/contracts/couriers"

/**
 * The couriers' sandboxes of the demo shop (decision 0041): where each platform's fake listens and
 * the credentials it accepts, what the seed stores on the sandbox accounts (no fake is loaded here:
 * the backend only needs the addresses; `../fakes/serve` runs them).
 */
export const SANDBOX_PORT_BASE = 9700
/** The sandboxes, one port each from the base, in the platforms' order. */
export const SANDBOX_ORDER: readonly CourierAdapterKey[] = COURIER_ADAPTERS
export const SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret"

/** The credentials each sandbox accepts (what the seed stores on the sandbox accounts). */
export const SANDBOX_CREDENTIALS: Record<CourierAdapterKey, Record<string, string>> = {
  yalidine: { api_id: "sandbox-api-id", api_token: "sandbox-api-token" },
  ecotrack: { token: "sandbox-token" },
  procolis: { token: "sandbox-token", key: "sandbox-key" },
  maystro: { token: "sandbox-token" },
  noest: { api_token: "sandbox-api-token", user_guid: "sandbox-user-guid" },
}

export const sandboxPort = (key: CourierAdapterKey, base = SANDBOX_PORT_BASE) => base + SANDBOX_ORDER.indexOf(key)

/** The API root under each sandbox's address, as on the real platform (Procolis `/api_v1`, Maystro `/api/`). */
const SANDBOX_PATH: Record<CourierAdapterKey, string> = { yalidine: "", ecotrack: "", procolis: "/api_v1", maystro: "/api/", noest: "" }

/** The base URL a sandbox account is given. */
export const sandboxBaseUrl = (key: CourierAdapterKey, base = SANDBOX_PORT_BASE) => `http://127.0.0.1:${sandboxPort(key, base)}${SANDBOX_PATH[key]}`
/** The id the seed gives a platform's sandbox account (known in advance, so the sandbox knows where to push webhooks). */
export const sandboxAccountId = (key: CourierAdapterKey) => `cacc_sandbox_${key}`
