import { refusedCharacter } from "@shop/shared/control-chars"

/** Why a request's input is refused before any route reads it (decision 0043). */
export type InputProblemCode = "control_character" | "prototype_key" | "too_deep" | "too_many_items" | "invalid_locale" | "invalid_page"

export type InputProblem = { field: string; code: InputProblemCode; message: string }

/** Bounds no form, filter or webhook of the shop comes near; beyond them a walk (or a validator) could take seconds. */
export const INPUT_LIMITS = { depth: 32, items: 1000, keys: 1000 }

/** Keys that reach `Object.prototype` when an object is merged or assigned key by key. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"])

/** `items[0].variant_id`: the name a visitor's form or a client's code knows the value by. */
const join = (path: string, key: string | number) => (typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key)

/**
 * The first problem of a parsed body, query or path value, named by its field: a refused character
 * (see `@shop/shared/control-chars`) in a value or a key, a prototype key, nesting deeper than
 * `INPUT_LIMITS.depth`, or more than `INPUT_LIMITS.items` items or keys in one array or object.
 * An array's length is checked before it is walked (a sparse array's length can be huge).
 */
export function scanInput(value: unknown, field: string, depth = 0): InputProblem | null {
  if (typeof value === "string") {
    const char = refusedCharacter(value)
    return char ? { field: field || "body", code: "control_character", message: `${field || "body"} contains a control character (${char})` } : null
  }
  if (value === null || typeof value !== "object") return null
  if (depth >= INPUT_LIMITS.depth) {
    return { field: field || "body", code: "too_deep", message: `${field || "body"} is nested more than ${INPUT_LIMITS.depth} levels deep` }
  }
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.items) {
      return { field: field || "body", code: "too_many_items", message: `${field || "body"} has more than ${INPUT_LIMITS.items} items` }
    }
    for (let i = 0; i < value.length; i++) {
      const problem = scanInput(value[i], join(field, i), depth + 1)
      if (problem) return problem
    }
    return null
  }
  const keys = Object.keys(value)
  if (keys.length > INPUT_LIMITS.keys) {
    return { field: field || "body", code: "too_many_items", message: `${field || "body"} has more than ${INPUT_LIMITS.keys} keys` }
  }
  for (const key of keys) {
    const name = join(field, key)
    if (PROTOTYPE_KEYS.has(key)) return { field: name, code: "prototype_key", message: `${name}: "${key}" is not an accepted name` }
    const char = refusedCharacter(key)
    if (char) return { field: field || "body", code: "control_character", message: `a name in ${field || "body"} contains a control character (${char})` }
    const problem = scanInput((value as Record<string, unknown>)[key], name, depth + 1)
    if (problem) return problem
  }
  return null
}

/** `fr`, `en-US`, `ar_DZ`, `zh-Hans-CN`: what Medusa's locale handling can read. */
const LOCALE = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8}){0,2}$/

/**
 * The `locale` query value or `x-medusa-locale` header, as Medusa 2.21's `applyLocale` reads them:
 * it calls `.split` on the query value, so an array (`?locale[]=fr`, `?locale=fr&locale=en`) or an
 * object rejects a promise Express 4 never awaits, and the request hangs.
 */
export function localeProblem(query: unknown, header: unknown): InputProblem | null {
  if (query !== undefined && (typeof query !== "string" || (query !== "" && !LOCALE.test(query)))) {
    return { field: "locale", code: "invalid_locale", message: "locale must be one language tag such as fr, en or ar" }
  }
  if (header !== undefined && (typeof header !== "string" || (header !== "" && !LOCALE.test(header)))) {
    return { field: "x-medusa-locale", code: "invalid_locale", message: "the x-medusa-locale header must be one language tag such as fr, en or ar" }
  }
  return null
}

/**
 * A bracket index in the query string (`id[99999999]=x`) above `INPUT_LIMITS.items`: the query parser
 * makes it an object key, and Medusa's list validators turn such an object back into an array of that
 * length (1.8 s of one core, the event loop blocked, for `id[99999999]`). No form or filter of the shop
 * sends an index that high.
 */
export function queryIndexProblem(url: string): InputProblem | null {
  const q = url.indexOf("?")
  if (q < 0) return null
  for (const pair of url.slice(q + 1).split("&")) {
    // the key only (what the parser reads as a path); a value may hold brackets and digits freely
    const key = pair.split("=")[0].replace(/%5B/gi, "[").replace(/%5D/gi, "]")
    for (const m of key.matchAll(/\[(\d+)\]/g)) {
      if (Number(m[1]) < INPUT_LIMITS.items) continue
      const field = safeDecode(key.slice(0, key.indexOf("["))) || "query"
      return { field, code: "too_many_items", message: `${field} has an index above ${INPUT_LIMITS.items - 1}` }
    }
  }
  return null
}

const safeDecode = (v: string) => {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** A page bound: one whole number, 0 to 9,999,999 (Medusa's list validators let -1 or 1e400 reach the database: 500). */
const PAGE_BOUND = /^\d{1,7}$/

/** `limit` and `offset` of a list request: one whole, non-negative number when given. */
export function paginationProblem(query: Record<string, unknown>): InputProblem | null {
  for (const field of ["limit", "offset"]) {
    const v = query[field]
    if (v === undefined || v === "") continue
    if (typeof v !== "string" || !PAGE_BOUND.test(v)) return { field, code: "invalid_page", message: `${field} must be a whole number from 0` }
  }
  return null
}

/**
 * The path's segments decoded, each checked like a value. A segment that does not decode is named
 * too: Express would answer it with its own 400, but only for routes with parameters.
 */
export function pathProblem(path: string): InputProblem | null {
  for (const segment of path.split("?")[0].split("/")) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return { field: "path", code: "control_character", message: "the address (URL) is not valid percent-encoding" }
    }
    const char = refusedCharacter(decoded)
    if (char) return { field: "path", code: "control_character", message: `the address (URL) contains a control character (${char})` }
  }
  return null
}

/** The 400 body: the shape of the shop's other field errors (`errors`), plus `field` and `code` at the top. */
export const inputProblemBody = (p: InputProblem) => ({
  type: "invalid_data",
  code: p.code,
  field: p.field,
  message: `Invalid ${p.field}: ${p.message}`,
  errors: [{ field: p.field, code: p.code, message: p.message }],
})
