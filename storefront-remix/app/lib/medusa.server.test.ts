import { describe, expect, it } from "vitest"
import { parseEnv, requirePublishableKey } from "./env.server"
import { createMedusaClient, MedusaError } from "./medusa.server"

type Call = { url: string; headers: Record<string, string> }

/** A stand-in for the network: records what the client sends and answers as told. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = []
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()) })
    return answer()
  }) as typeof fetch
  return { calls, impl }
}

const env = parseEnv({ MEDUSA_BACKEND_URL: "http://backend.test:9000/", MEDUSA_PUBLISHABLE_KEY: "pk_test" })

describe("parseEnv", () => {
  it("defaults the backend to localhost:9000 and trims a trailing slash", () => {
    expect(parseEnv({}).MEDUSA_BACKEND_URL).toBe("http://localhost:9000")
    expect(env.MEDUSA_BACKEND_URL).toBe("http://backend.test:9000")
  })
  it("refuses a backend URL that is not a URL", () => {
    expect(() => parseEnv({ MEDUSA_BACKEND_URL: "localhost:9000 oops" })).toThrow(/MEDUSA_BACKEND_URL/)
  })
  it("says plainly that the publishable key is missing", () => {
    expect(() => requirePublishableKey(parseEnv({}))).toThrow(/MEDUSA_PUBLISHABLE_KEY is not set/)
    expect(() => requirePublishableKey(parseEnv({ MEDUSA_PUBLISHABLE_KEY: "  " }))).toThrow(/MEDUSA_PUBLISHABLE_KEY/)
  })
})

describe("Medusa store client", () => {
  it("sends the publishable key on every store call", async () => {
    const net = fakeFetch(() => Response.json({ wilayas: [{ code: 16, name_fr: "Alger", name_ar: "الجزائر" }] }))
    const client = createMedusaClient(env, net.impl)
    expect(await client.listWilayas()).toEqual([{ code: 16, name_fr: "Alger", name_ar: "الجزائر" }])
    expect(net.calls[0].url).toBe("http://backend.test:9000/store/wilayas")
    expect(net.calls[0].headers["x-publishable-api-key"]).toBe("pk_test")

    const communes = fakeFetch(() => Response.json({ communes: [] }))
    await createMedusaClient(env, communes.impl).listCommunes(16)
    expect(communes.calls[0].url).toBe("http://backend.test:9000/store/wilayas/16/communes")
    expect(communes.calls[0].headers["x-publishable-api-key"]).toBe("pk_test")

    const transporters = fakeFetch(() => Response.json({ commune: { code: 1601 }, transporters: [{ id: "tr_1" }] }))
    expect(await createMedusaClient(env, transporters.impl).listTransporters(1601)).toEqual([{ id: "tr_1" }])
    expect(transporters.calls[0].url).toBe("http://backend.test:9000/store/communes/1601/transporters")
    expect(transporters.calls[0].headers["x-publishable-api-key"]).toBe("pk_test")
  })

  it("passes a search to the wilayas list", async () => {
    const net = fakeFetch(() => Response.json({ wilayas: [] }))
    await createMedusaClient(env, net.impl).listWilayas("béjaïa")
    expect(new URL(net.calls[0].url).searchParams.get("q")).toBe("béjaïa")
  })

  it("does not call the backend at all without a key", async () => {
    const net = fakeFetch(() => Response.json({ wilayas: [] }))
    const client = createMedusaClient(parseEnv({}), net.impl)
    await expect(client.listWilayas()).rejects.toThrow(/MEDUSA_PUBLISHABLE_KEY is not set/)
    expect(net.calls).toHaveLength(0)
  })

  it("turns a backend error answer into a MedusaError with its status and message", async () => {
    const net = fakeFetch(() => Response.json({ type: "not_found", message: "Wilaya 99 was not found" }, { status: 404 }))
    const err = await createMedusaClient(env, net.impl)
      .listCommunes(99)
      .catch((e) => e)
    expect(err).toBeInstanceOf(MedusaError)
    expect(err).toMatchObject({ status: 404, type: "not_found", message: "Wilaya 99 was not found" })
  })

  it("turns an unreachable backend into a MedusaError with status 0", async () => {
    const net = fakeFetch(() => Promise.reject(new TypeError("fetch failed")))
    const err = await createMedusaClient(env, net.impl)
      .listWilayas()
      .catch((e) => e)
    expect(err).toBeInstanceOf(MedusaError)
    expect(err.status).toBe(0)
  })

  it("copes with an error answer that is not JSON", async () => {
    const net = fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }))
    const err = await createMedusaClient(env, net.impl)
      .listWilayas()
      .catch((e) => e)
    expect(err).toMatchObject({ status: 502 })
  })
})
