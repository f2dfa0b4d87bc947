import { COURIER_ADAPTERS, COURIER_CREDENTIALS } from "@shop/contracts/couriers"
import { ADAPTERS } from "../../adapters"
import { FAKES } from "../../fakes"
import { MemoryLimiter } from "../limiter"
import { SANDBOX_CREDENTIALS, SANDBOX_ORDER, sandboxBaseUrl, sandboxPort } from "../sandbox"

/**
 * What the demo shop relies on: every platform has an adapter, a fake and sandbox credentials; the
 * credentials the seed stores are exactly the ones the admin form asks for and the adapter reads,
 * and the fake accepts them.
 */
describe.each(COURIER_ADAPTERS.map((k) => [k]))("%s sandbox", (key) => {
  it("has an adapter and a fake, and its sandbox credentials are the platform's credential names", async () => {
    expect(ADAPTERS[key]).toBeDefined()
    expect(FAKES[key]).toBeDefined()
    expect(Object.keys(SANDBOX_CREDENTIALS[key]).sort()).toEqual([...COURIER_CREDENTIALS[key]].sort())
    expect(SANDBOX_ORDER).toContain(key)
    expect(sandboxPort(key, 1000)).toBe(1000 + SANDBOX_ORDER.indexOf(key))
  })

  it("the fake accepts the sandbox credentials through the adapter, and refuses others", async () => {
    // the sandbox's own port, as the seed's account points at it (base URL with the platform's API root)
    const portBase = 20000 + Math.floor(Math.random() * 20000)
    const fake = await FAKES[key]!({ port: sandboxPort(key, portBase), credentials: SANDBOX_CREDENTIALS[key] })
    try {
      const adapter = (credentials: Record<string, string>) =>
        ADAPTERS[key]!({ account: { base_url: sandboxBaseUrl(key, portBase), credentials }, limiter: new MemoryLimiter(), limiterKey: `sandbox-${key}` })
      await expect(adapter(SANDBOX_CREDENTIALS[key]).testCredentials()).resolves.toEqual({ ok: true })
      const wrong = Object.fromEntries(Object.keys(SANDBOX_CREDENTIALS[key]).map((k) => [k, "wrong"]))
      await expect(adapter(wrong).testCredentials()).rejects.toMatchObject({ kind: "auth" })
    } finally {
      await fake.close()
    }
  })
})
