import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"

/**
 * Courier credentials at rest (decision 0040): AES-256-GCM with a key derived from
 * COURIERS_SECRET_KEY (any string; hashed to 32 bytes). Stored as `v1.<iv>.<tag>.<ciphertext>` in
 * base64url. In production the key is required; in development a fixed development key is used so
 * that the demo works, and a warning says so once.
 */
let warned = false
function key(): Buffer {
  const secret = process.env.COURIERS_SECRET_KEY
  if (!secret) {
    if (process.env.NODE_ENV === "production") throw new Error("COURIERS_SECRET_KEY must be set in production: it encrypts the couriers' credentials")
    if (!warned && process.env.NODE_ENV !== "test") {
      warned = true
      console.warn("[couriers] COURIERS_SECRET_KEY is not set: credentials are encrypted with the development key")
    }
  }
  return createHash("sha256")
    .update(`couriers:${secret ?? "development-only-key"}`)
    .digest()
}

export function seal(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key(), iv)
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()])
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".")
}

export function open(sealed: string): string {
  const [v, iv, tag, data] = sealed.split(".")
  if (v !== "v1" || !iv || !tag || data === undefined) throw new Error("sealed courier secret: unknown format")
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"))
  decipher.setAuthTag(Buffer.from(tag, "base64url"))
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8")
}

export const sealJson = (value: Record<string, string>) => seal(JSON.stringify(value))
export const openJson = (sealed: string) => JSON.parse(open(sealed)) as Record<string, string>
