import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"

/** The environment variable holding the key of every credential the shop stores (decisions 0040, 0073). */
export const SECRET_KEY_ENV = "COURIERS_SECRET_KEY"

/**
 * Credentials at rest: AES-256-GCM with a key derived from `COURIERS_SECRET_KEY` (any string) and the
 * purpose (`couriers`, `meta-capi`): sha256("<purpose>:<secret>"), so one secret gives each use its
 * own key. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. In production the secret is required;
 * in development a fixed development key is used so that the demo works, and a warning says so once
 * per purpose.
 */
export function secretBox(purpose: string) {
  let warned = false
  const key = (): Buffer => {
    const secret = process.env[SECRET_KEY_ENV]
    if (!secret) {
      if (process.env.NODE_ENV === "production") throw new Error(`${SECRET_KEY_ENV} must be set in production: it encrypts the ${purpose} credentials`)
      if (!warned && process.env.NODE_ENV !== "test") {
        warned = true
        console.warn(`[${purpose}] ${SECRET_KEY_ENV} is not set: credentials are encrypted with the development key`)
      }
    }
    return createHash("sha256")
      .update(`${purpose}:${secret ?? "development-only-key"}`)
      .digest()
  }
  const seal = (plain: string): string => {
    const iv = randomBytes(12)
    const cipher = createCipheriv("aes-256-gcm", key(), iv)
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()])
    return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".")
  }
  const open = (sealed: string): string => {
    const [v, iv, tag, data] = sealed.split(".")
    if (v !== "v1" || !iv || !tag || data === undefined) throw new Error(`sealed ${purpose} secret: unknown format`)
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"))
    decipher.setAuthTag(Buffer.from(tag, "base64url"))
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8")
  }
  return { seal, open }
}
