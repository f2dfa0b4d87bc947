/**
 * How long a request may take before it is answered 503 (decision 0043). The buyer's routes get a
 * limit well above a checkout on a starved machine (about 1.5 s alone; over 20 s was measured on 2
 * cores running ten test suites): a 503 while the order is still being placed is worse than a wait.
 * Staff routes build exports and PDFs, hence more. Read at each request, so an operator's change (or a spec's)
 * applies without a restart.
 */
export const DEFAULT_LIMITS_MS = { public: 60_000, admin: 120_000 }

const positive = (v: string | undefined) => {
  const n = Number(v)
  return Number.isFinite(n) && n > 0 ? n : undefined
}

/** The limit for a request path: `REQUEST_TIMEOUT_MS` for /store, /hooks and /auth, `ADMIN_REQUEST_TIMEOUT_MS` for /admin. */
export function timeLimitMs(path: string, env: Record<string, string | undefined> = process.env): number | null {
  if (/^\/admin(\/|$)/.test(path)) return positive(env.ADMIN_REQUEST_TIMEOUT_MS) ?? DEFAULT_LIMITS_MS.admin
  if (/^\/(store|hooks|auth)(\/|$)/.test(path)) return positive(env.REQUEST_TIMEOUT_MS) ?? DEFAULT_LIMITS_MS.public
  return null
}

export const timeoutBody = (ms: number) => ({
  type: "timeout",
  code: "request_timeout",
  message: `The server could not answer within ${Math.round(ms / 100) / 10} seconds: retry in a moment (an order sent again with the same Idempotency-Key is placed once)`,
})
