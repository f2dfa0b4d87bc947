import type { CsvError } from "@shop/contracts/transporters"

/** An API refusal with everything the answer said, including per-row `errors` (CSV import). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: CsvError[] = [],
    readonly code?: string
  ) {
    super(message)
  }
}

const BASE = (import.meta.env.VITE_BACKEND_URL || "").replace(/\/$/, "")

/**
 * A JSON request with the admin session. The js-sdk keeps only `message` of a refusal;
 * the CSV import answers its per-line `errors` beside it, so that call goes through here.
 */
export async function requestJson<T>(path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method: init.method,
    credentials: "include",
    headers: { "content-type": "application/json", accept: "application/json", ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok) throw new ApiError(json.message || res.statusText, res.status, Array.isArray(json.errors) ? json.errors : [], json.code)
  return json as T
}

export const exportUrl = (path: string) => `${BASE}${path}`

/**
 * Splits a 400 message ("Invalid request: Field 'name' is required; code must be a slug...")
 * into the form fields it names, so each error shows beside its field; the rest stays general.
 */
export function fieldErrors<F extends string>(message: string, fields: readonly F[]) {
  const byField: Partial<Record<F, string>> = {}
  const general: string[] = []
  const parts = message
    .replace(/^Invalid request:\s*/i, "")
    .split(/;\s*/)
    .filter(Boolean)
  for (const part of parts) {
    const field = [...fields].sort((a, b) => b.length - a.length).find((f) => new RegExp(`(^|[^a-z_])${f}([^a-z_]|$)`, "i").test(part))
    if (field && !byField[field]) byField[field] = part
    else general.push(part)
  }
  return { byField, general: general.join("; ") }
}
