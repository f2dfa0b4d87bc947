import { CourierError } from "./errors"
import type { Limiter, RateRule } from "./limiter"

/**
 * The HTTP every adapter speaks through: base URL + headers, a time-out per call, the shared request
 * budget taken before each call, and the courier's failures mapped onto `CourierError`:
 * 401/403 → auth, 404 → not_found, 422/400 → validation, 429 → rate_limited (Retry-After honoured:
 * the whole account pauses), 5xx or no answer → unavailable, time-out → timeout, a body that is not
 * what was asked for → malformed. Adapters refine validation errors with `describeError`.
 */
export type HttpOptions = {
  baseUrl: string
  headers: Record<string, string>
  limiter: Limiter
  limiterKey: string
  rules: readonly RateRule[]
  timeoutMs?: number
  /** The courier's message (and field) from an error body, in its own error style. */
  describeError?: (status: number, body: unknown) => { message: string; field?: string | null } | null
}

export type HttpRequest = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  path: string
  query?: Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>
  body?: unknown
  /** Answer as bytes (labels). */
  binary?: boolean
  headers?: Record<string, string>
  /** Accept a text answer (else a 2xx body that is not JSON is `malformed`). */
  text?: boolean
  /** Do not follow redirects (answer them as they are). */
  manualRedirect?: boolean
}

export type HttpAnswer<T> = { status: number; headers: Headers; body: T }

/** Retry-After as ms: seconds, or an HTTP date. */
export function retryAfterMs(value: string | null, fallbackMs = 60_000): number {
  if (!value) return fallbackMs
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : fallbackMs
}

export function buildUrl(baseUrl: string, path: string, query?: HttpRequest["query"]): string {
  const url = new URL(path.replace(/^\//, ""), baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`)
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue
    if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, String(item))
    else url.searchParams.set(k, String(v))
  }
  return url.toString()
}

const errorText = (body: unknown): string | null => {
  if (typeof body === "string") return body.slice(0, 300) || null
  if (body && typeof body === "object") {
    const o = body as Record<string, unknown>
    for (const k of ["message", "error", "msg", "detail"]) {
      const v = o[k]
      if (typeof v === "string" && v) return v
      if (v && typeof v === "object" && typeof (v as Record<string, unknown>).message === "string") return (v as { message: string }).message
    }
  }
  return null
}

export class CourierHttp {
  constructor(private readonly opts: HttpOptions) {}

  async request<T = unknown>(req: HttpRequest): Promise<HttpAnswer<T>> {
    const { opts } = this
    await opts.limiter.take(opts.limiterKey, opts.rules)
    const url = buildUrl(opts.baseUrl, req.path, req.query)
    const headers: Record<string, string> = { accept: req.binary ? "application/pdf" : "application/json", ...opts.headers, ...req.headers }
    let body: string | undefined
    if (req.body !== undefined) {
      headers["content-type"] = "application/json"
      body = JSON.stringify(req.body)
    }
    let res: Response
    try {
      res = await fetch(url, {
        method: req.method ?? "GET",
        headers,
        body,
        redirect: req.manualRedirect ? "manual" : "follow",
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      })
    } catch (e) {
      const name = (e as Error)?.name
      if (name === "TimeoutError" || name === "AbortError")
        throw new CourierError("timeout", `${req.method ?? "GET"} ${req.path}: no answer within ${(opts.timeoutMs ?? 15_000) / 1000} s`)
      const cause = (e as { cause?: { code?: string; message?: string } })?.cause
      const why = cause?.code ?? cause?.message
      throw new CourierError("unavailable", `${req.method ?? "GET"} ${req.path}: ${(e as Error)?.message ?? "connection failed"}${why ? ` (${why})` : ""}`)
    }
    let parsed: unknown
    try {
      if (req.binary && res.ok) parsed = Buffer.from(await res.arrayBuffer())
      else {
        const text = await res.text()
        const type = res.headers.get("content-type") ?? ""
        parsed = text && (type.includes("json") || /^[[{]/.test(text.trim())) ? JSON.parse(text) : text
      }
    } catch {
      if (res.ok) throw new CourierError("malformed", `${req.path}: the answer is not valid JSON`, { status: res.status })
      parsed = null
    }
    if (res.status === 429) {
      const wait = retryAfterMs(res.headers.get("retry-after"))
      await opts.limiter.pause(opts.limiterKey, wait)
      throw new CourierError("rate_limited", `${req.path}: too many requests, retry in ${Math.ceil(wait / 1000)} s`, { status: 429, retryAfterMs: wait })
    }
    if (res.status >= 400 || (res.status >= 300 && !req.manualRedirect)) {
      const described = opts.describeError?.(res.status, parsed) ?? null
      const message = described?.message ?? errorText(parsed) ?? `HTTP ${res.status}`
      const field = described?.field ?? null
      const kind =
        res.status === 401 || res.status === 403
          ? "auth"
          : res.status === 404
            ? "not_found"
            : res.status >= 500
              ? "unavailable"
              : res.status === 409
                ? "refused"
                : "validation"
      throw new CourierError(kind, `${req.path}: ${message}`, { status: res.status, field })
    }
    if (!req.binary && !req.text && typeof parsed === "string") {
      if (parsed.trim()) throw new CourierError("malformed", `${req.path}: the answer is not JSON`, { status: res.status })
      parsed = null
    }
    return { status: res.status, headers: res.headers, body: parsed as T }
  }
}

/** Throws `malformed` unless `ok`: an answer that does not follow the courier's contract. */
export function expectShape(ok: boolean, what: string): asserts ok {
  if (!ok) throw new CourierError("malformed", `the courier's answer does not follow its contract: ${what}`)
}
