/** How a courier call failed; what the order shows and what the job decides (retry later or not). */
export const COURIER_ERROR_KINDS = ["auth", "validation", "rate_limited", "unavailable", "timeout", "malformed", "not_found", "refused"] as const
export type CourierErrorKind = (typeof COURIER_ERROR_KINDS)[number]

export class CourierError extends Error {
  readonly kind: CourierErrorKind
  /** The courier's HTTP status (0 when no answer came). */
  readonly status: number
  /** The field the courier refused, when it named one. */
  readonly field: string | null
  /** For `rate_limited`: how long the courier asked to wait, in ms. */
  readonly retryAfterMs: number | null

  constructor(kind: CourierErrorKind, message: string, opts: { status?: number; field?: string | null; retryAfterMs?: number | null } = {}) {
    super(message)
    this.name = "CourierError"
    this.kind = kind
    this.status = opts.status ?? 0
    this.field = opts.field ?? null
    this.retryAfterMs = opts.retryAfterMs ?? null
  }

  /** Whether trying again later may succeed (the job retries these; the others need a person). */
  get retryable(): boolean {
    return this.kind === "rate_limited" || this.kind === "unavailable" || this.kind === "timeout"
  }
}

export const isCourierError = (e: unknown): e is CourierError => e instanceof CourierError
