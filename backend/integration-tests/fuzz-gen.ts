/**
 * The fuzz suite's input generator (decision 0044): seeded and deterministic, so a failure names a
 * case that the same seed gives again. Every case is one request: a path, a raw query string and,
 * for a POST, a JSON body. Values are built to be wrong for the shop's public routes (wrong types,
 * nulls, huge strings, deep nesting, control characters, prototype keys, absurd array indexes).
 */

/** mulberry32: a tiny PRNG with a 32-bit seed. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]
  return { next, int, pick }
}
export type Rng = ReturnType<typeof prng>

const CONTROLS = ["\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u007f", "\u0085", "\u009b", "\ud800", "\udfff"]

/** Strings a route must refuse wherever a text goes (each holds a control character or a lone surrogate). */
export function badString(r: Rng): string {
  const c = r.pick(CONTROLS)
  return r.pick([c, `abc${c}`, `${c}مرحبا`, `rue ${c} Didouche`, `${"x".repeat(r.int(300))}${c}`, `prod_${c}`, `%00${c}`, `' or 1=1 --${c}`, `\u202e${c}`])
}

/** Values of the wrong kind for a text, number or list field (never a valid text of a form). */
export function wrongValue(r: Rng, depth = 0): unknown {
  const kinds = [
    () => null,
    () => true,
    () => -1,
    () => 1e308,
    () => 0.5,
    () => Number.MAX_SAFE_INTEGER + 2,
    () => [],
    () => ({}),
    () => [badString(r)],
    () => ({ $gt: "" }),
    () => ({ __proto__x: 1, toString: "x" }),
    () => JSON.parse('{"__proto__": {"polluted": true}}'),
    () => JSON.parse('{"constructor": {"prototype": {"polluted": true}}}'),
    () => badString(r),
    () => "x".repeat(20_000),
    () => "ء".repeat(5_000),
    () => nested(r.int(40) + 10),
    () => Array.from({ length: 1500 }, (_, i) => i),
    () => (depth < 2 ? [wrongValue(r, depth + 1), wrongValue(r, depth + 1)] : "x"),
  ]
  return r.pick(kinds)()
}

/** `{a:{a:{...}}}` `depth` levels deep. */
export function nested(depth: number): unknown {
  let v: unknown = "x"
  for (let i = 0; i < depth; i++) v = { a: v }
  return v
}

/**
 * A mutated copy of a valid body: 1 to 3 required fields get a wrong value (so the body is always
 * invalid), sometimes an extra key with a control character or a prototype key, sometimes the
 * whole body replaced by something that is not an object.
 */
export function mutateBody(r: Rng, valid: Record<string, unknown>, required: readonly string[]): unknown {
  const roll = r.next()
  if (roll < 0.08) return r.pick([null, [], "text", 42, [valid], nested(60), JSON.parse('{"__proto__":{"admin":true}}')])
  const body: Record<string, unknown> = { ...valid }
  const n = 1 + r.int(3)
  for (let i = 0; i < n; i++) body[r.pick(required)] = wrongValue(r)
  if (roll > 0.8) body[r.pick(["note", "metadata", `k${badString(r)}`, "__proto__", "constructor"])] = r.pick([badString(r), nested(30), { x: badString(r) }])
  return body
}

/** encodeURIComponent, but a lone surrogate (which it refuses) is sent as its WTF-8 bytes, as a careless client would. */
export const enc = (s: string) =>
  s
    .split(/([\uD800-\uDFFF])/)
    .map((part) =>
      /^[\uD800-\uDFFF]$/.test(part)
        ? `%ED%${(0xa0 + ((part.charCodeAt(0) >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (part.charCodeAt(0) & 0x3f)).toString(16).toUpperCase()}`
        : encodeURIComponent(part)
    )
    .join("")

/** A query value that a route must refuse or ignore, as raw `key=value` pairs (brackets as the qs parser reads them). */
export function badQuery(r: Rng, keys: readonly string[]): string {
  const key = r.pick([...keys, "locale", "fields", "q", "limit", "offset", "order", "id", "handle", "filters"])
  const forms = [
    () => `${enc(key)}=${enc(badString(r))}`,
    () => `${enc(key)}[]=a&${enc(key)}[]=b`,
    () => `${enc(key)}=a&${enc(key)}=b`,
    () => `${enc(key)}[a]=1`,
    () => `${enc(key)}[a][b][c][d][e][f][g]=1`,
    () => `${enc(key)}[99999999]=x`,
    () => `${enc(key)}[1000000]=x&${enc(key)}[0]=y`,
    () => `${enc(key)}=${"9".repeat(400)}`,
    () => `${enc(key)}=-1`,
    () => `${enc(key)}=NaN`,
    () => `${enc(key)}=${enc("x".repeat(4000))}`,
    () => `__proto__[polluted]=1&${enc(key)}=1`,
    () => `constructor[prototype][polluted]=1`,
    () => `${enc(key)}[__proto__]=1`,
    () => `${enc(key)}=${enc("ع".repeat(500))}`,
    () => `${enc(key)}=%E0%A4%A`,
    () => `${enc(key)}=${enc("' or 1=1 --")}`,
    () => `${enc(key)}=${enc("%")}`,
    () => `locale[]=fr`,
    () => `locale[a]=fr`,
    () => `locale=fr&locale=ar`,
    () => `locale=${enc(badString(r))}`,
  ]
  const parts = Array.from({ length: 1 + r.int(2) }, () => r.pick(forms)())
  return parts.join("&")
}

/** A path parameter a route must answer 400 or 404 (never 5xx): encoded as a client would send it. */
export function badParam(r: Rng): string {
  return r.pick([
    enc(badString(r)),
    "%00",
    "a%00b",
    "%E0%A4%A",
    encodeURIComponent("x".repeat(2000)),
    encodeURIComponent("../../etc/passwd"),
    encodeURIComponent("ع".repeat(200)),
    "-1",
    "99999999999999999999999",
    "0",
    "null",
    "__proto__",
    "constructor",
    encodeURIComponent("' or 1=1 --"),
    "%20",
  ])
}
