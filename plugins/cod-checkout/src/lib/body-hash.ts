import { createHash } from "crypto"

/** JSON with object keys sorted, so two equal bodies hash the same whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.keys(value as object)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
    return `{${entries.join(",")}}`
  }
  return JSON.stringify(value ?? null)
}

/** What an Idempotency-Key is bound to: the order as the server understood it. */
export const bodyHash = (value: unknown) => createHash("sha256").update(canonicalJson(value)).digest("hex")
