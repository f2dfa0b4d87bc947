import { createCipheriv, createHash } from "node:crypto"
import { secretBox } from "../secrets"

describe("secretBox", () => {
  const before = process.env.COURIERS_SECRET_KEY
  afterEach(() => {
    if (before === undefined) delete process.env.COURIERS_SECRET_KEY
    else process.env.COURIERS_SECRET_KEY = before
  })

  it("seals and opens, each purpose with its own key, never in clear", () => {
    process.env.COURIERS_SECRET_KEY = "a long secret"
    const meta = secretBox("meta-capi")
    const sealed = meta.seal("EAAB-token-1234")
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain("token")
    expect(meta.open(sealed)).toBe("EAAB-token-1234")
    expect(() => secretBox("couriers").open(sealed)).toThrow()
    process.env.COURIERS_SECRET_KEY = "another secret"
    expect(() => meta.open(sealed)).toThrow()
  })

  it("opens what the couriers sealed before the move (same key derivation)", () => {
    process.env.COURIERS_SECRET_KEY = "k"
    const key = createHash("sha256").update("couriers:k").digest()
    const iv = Buffer.alloc(12, 7)
    const cipher = createCipheriv("aes-256-gcm", key, iv)
    const data = Buffer.concat([cipher.update("api-key", "utf8"), cipher.final()])
    const old = ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".")
    expect(secretBox("couriers").open(old)).toBe("api-key")
  })
})
