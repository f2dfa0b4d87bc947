/**
 * What the last error handler answers for failures that are not the server's fault (decision 0043).
 * Workflow errors reach the handler serialized (plain objects), so fields are read, never `instanceof`.
 */
export type ErrorAnswer = { status: number; body: Record<string, unknown>; retryAfter?: number }

type ErrorFields = { code?: unknown; message?: unknown; name?: unknown; type?: unknown; cause?: unknown; original?: unknown }

const fieldsOf = (e: unknown): ErrorFields => (e && typeof e === "object" ? (e as ErrorFields) : {})

/** The error and what it wraps (MikroORM's `original`/`cause`, up to three levels). */
function* chain(e: unknown) {
  let current: unknown = e
  for (let i = 0; i < 4 && current; i++) {
    yield fieldsOf(current)
    const f = fieldsOf(current)
    current = f.cause ?? f.original
  }
}

const text = (v: unknown) => (typeof v === "string" ? v : "")

/** PostgreSQL refused a text value (a NUL or a lone surrogate escape that slipped past the input guard); other data exceptions below. */
const BAD_TEXT_CODES = new Set(["22021", "22P05"])
const BAD_TEXT = /invalid byte sequence for encoding "UTF8": 0x00|unsupported Unicode escape sequence|Unicode low surrogate must follow a high surrogate/i

/** Lost a race with another request: serialization failure, deadlock, lock not available in time. */
const CONFLICT_CODES = new Set(["40001", "40P01", "55P03"])
const CONFLICT = /could not serialize access|deadlock detected|canceling statement due to lock timeout|^Timed-out acquiring lock|^Failed to acquire lock/i

/** The database stopped a statement that ran past its time limit. */
const TIMEOUT_CODES = new Set(["57014"])

/** Express could not decode a percent-encoded part of the path while matching a route (`/hooks/%E0%A4%A`). */
const BAD_PATH = /^Failed to decode param|^URI malformed/

export function errorAnswer(e: unknown): ErrorAnswer | null {
  for (const f of chain(e)) {
    const code = text(f.code)
    const message = text(f.message)
    if (text(f.name) === "URIError" || BAD_PATH.test(message)) {
      return {
        status: 400,
        body: { type: "invalid_data", code: "control_character", field: "path", message: "Invalid path: the address (URL) is not valid percent-encoding" },
      }
    }
    if (BAD_TEXT_CODES.has(code) || BAD_TEXT.test(message)) {
      return {
        status: 400,
        body: { type: "invalid_data", code: "control_character", message: "A value contains a character the shop cannot store (a control character)" },
      }
    }
    // Class 22, "data exception": a value of the wrong form or size for its column (22P02, 22003, 22001...).
    if (/^22[0-9A-Z]{3}$/.test(code)) {
      return { status: 400, body: { type: "invalid_data", code: "invalid_value", message: "A value has a form or a size the shop cannot store" } }
    }
    if (CONFLICT_CODES.has(code) || CONFLICT.test(message)) {
      return {
        status: 409,
        retryAfter: 2,
        body: { type: "conflict", code: "busy", message: "Another request was changing the same data at the same moment: retry in a few seconds" },
      }
    }
    if (TIMEOUT_CODES.has(code)) {
      return {
        status: 503,
        retryAfter: 5,
        body: { type: "timeout", code: "request_timeout", message: "The server could not answer in time: retry in a few seconds" },
      }
    }
  }
  return null
}
