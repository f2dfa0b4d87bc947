import { afterEach, describe, expect, it, vi } from "vitest"
import { parseEnv, requirePublishableKey } from "./env.server"
import { createCoreStore, MedusaError } from "./medusa.server"
import { createStoreApi } from "./store-api.server"

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown }

/** A stand-in for the network: records what the client sends and answers as told. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = []
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    })
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
    const client = createStoreApi(env, net.impl)
    expect(await client.listWilayas()).toEqual([{ code: 16, name_fr: "Alger", name_ar: "الجزائر" }])
    expect(net.calls[0].url).toBe("http://backend.test:9000/store/wilayas")
    expect(net.calls[0].headers["x-publishable-api-key"]).toBe("pk_test")

    const communes = fakeFetch(() => Response.json({ communes: [] }))
    await createStoreApi(env, communes.impl).listCommunes(16)
    expect(communes.calls[0].url).toBe("http://backend.test:9000/store/wilayas/16/communes")
    expect(communes.calls[0].headers["x-publishable-api-key"]).toBe("pk_test")

    const transporters = fakeFetch(() => Response.json({ commune: { code: 1601 }, transporters: [{ id: "tr_1" }] }))
    expect(await createStoreApi(env, transporters.impl).listTransporters(1601)).toEqual([{ id: "tr_1" }])
    expect(transporters.calls[0].url).toBe("http://backend.test:9000/store/communes/1601/transporters?locale=fr-DZ")
    // the desks' names and addresses in the page's language
    await createStoreApi(env, transporters.impl).listTransporters(1601, "ar")
    expect(transporters.calls[1].url).toBe("http://backend.test:9000/store/communes/1601/transporters?locale=ar-DZ")
    expect(transporters.calls[0].headers["x-publishable-api-key"]).toBe("pk_test")
  })

  it("passes a search to the wilayas list", async () => {
    const net = fakeFetch(() => Response.json({ wilayas: [] }))
    await createStoreApi(env, net.impl).listWilayas("béjaïa")
    expect(new URL(net.calls[0].url).searchParams.get("q")).toBe("béjaïa")
  })

  it("does not call the backend at all without a key", async () => {
    const net = fakeFetch(() => Response.json({ wilayas: [] }))
    const client = createStoreApi(parseEnv({}), net.impl)
    await expect(client.listWilayas()).rejects.toThrow(/MEDUSA_PUBLISHABLE_KEY is not set/)
    expect(net.calls).toHaveLength(0)
  })

  it("turns a backend error answer into a MedusaError with its status and message", async () => {
    const net = fakeFetch(() => Response.json({ type: "not_found", message: "Wilaya 99 was not found" }, { status: 404 }))
    const err = await createStoreApi(env, net.impl)
      .listCommunes(99)
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(MedusaError)
    expect(err).toMatchObject({ status: 404, type: "not_found", message: "Wilaya 99 was not found" })
  })

  it("turns an unreachable backend into a MedusaError with status 0", async () => {
    const net = fakeFetch(() => Promise.reject(new TypeError("fetch failed")))
    const err = await createStoreApi(env, net.impl)
      .listWilayas()
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(MedusaError)
    expect(err).toMatchObject({ status: 0 })
  })

  it("copes with an error answer that is not JSON", async () => {
    const net = fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }))
    const err = await createStoreApi(env, net.impl)
      .listWilayas()
      .catch((e: unknown) => e)
    expect(err).toMatchObject({ status: 502 })
  })
})

describe("the route table", () => {
  it("names each listing by its path, passes the listing query through and keeps repeated filters", async () => {
    const net = fakeFetch(() => Response.json({ products: [] }))
    const api = createStoreApi(env, net.impl)
    await api.getListing("category", "robes & jupes", new URLSearchParams("brand=a&brand=b&locale=ar-DZ"))
    await api.getListing("featured", undefined, new URLSearchParams("page=2"))
    expect(net.calls.map((c) => c.url)).toEqual([
      "http://backend.test:9000/store/listings/category/robes%20%26%20jupes?brand=a&brand=b&locale=ar-DZ",
      "http://backend.test:9000/store/listings/featured?page=2",
    ])
  })

  it("never sends a control character: a path holding one is not found, a filter holding one is a 400", async () => {
    const net = fakeFetch(() => Response.json({}))
    const api = createStoreApi(env, net.impl)
    expect(await api.productPage("robe\u0000", "fr")).toBeNull()
    expect(await api.blogPost("a\u0085b", "ar")).toBeNull()
    expect(await api.getCodOrder("order_\u0001")).toBeNull()
    const err = await api.getListing("featured", undefined, new URLSearchParams("q=a%00")).catch((e: unknown) => e)
    expect(err).toMatchObject({ status: 400 })
    const key = await api.getListing("brand", "\u001b", new URLSearchParams()).catch((e: unknown) => e)
    expect(key).toMatchObject({ status: 404 })
    expect(net.calls).toEqual([])
  })

  it("gives null for an unknown product page, a blog post or an order, and throws other failures", async () => {
    const missing = fakeFetch(() => Response.json({ type: "not_found", message: "Product x was not found" }, { status: 404 }))
    const api = createStoreApi(env, missing.impl)
    expect(await api.productPage("robe-ete", "ar")).toBeNull()
    expect(await api.blogPost("x", "fr")).toBeNull()
    expect(await api.getCodOrder("order_01ABCDEFGHIJ")).toBeNull()
    expect(missing.calls.map((c) => c.url)).toEqual([
      "http://backend.test:9000/store/products/robe-ete/page?locale=ar",
      "http://backend.test:9000/store/blog/posts/x?locale=fr",
      "http://backend.test:9000/store/cod-orders/order_01ABCDEFGHIJ",
    ])
    const down = fakeFetch(() => Response.json({ message: "boom" }, { status: 500 }))
    await expect(createStoreApi(env, down.impl).productPage("robe-ete", "fr")).rejects.toMatchObject({ status: 500 })
  })

  it("sends the content routes their locale and page", async () => {
    const net = fakeFetch(() => Response.json({ posts: [], count: 0 }))
    await createStoreApi(env, net.impl).blogPosts("en", { category: "recettes", limit: 6, offset: 12 })
    const url = new URL(net.calls[0].url)
    expect(url.pathname).toBe("/store/blog/posts")
    expect(Object.fromEntries(url.searchParams)).toEqual({ locale: "en", limit: "6", offset: "12", category: "recettes" })
  })

  it("posts with the buyer's address and language and hands every answer back, an error answer included", async () => {
    const net = fakeFetch(() => Response.json({ type: "invalid_data", errors: [{ field: "phone", code: "invalid" }] }, { status: 400 }))
    const answer = await createStoreApi(env, net.impl).saveCodLead({ phone: "0555123456" } as never, {
      "x-forwarded-for": "41.100.1.2",
      "x-medusa-locale": "ar",
    })
    expect(answer).toEqual({ status: 400, body: { type: "invalid_data", errors: [{ field: "phone", code: "invalid" }] } })
    expect(net.calls[0]).toMatchObject({
      url: "http://backend.test:9000/store/cod-leads",
      method: "POST",
      body: { phone: "0555123456" },
      headers: { "x-publishable-api-key": "pk_test", "x-forwarded-for": "41.100.1.2", "x-medusa-locale": "ar", "content-type": "application/json" },
    })
  })

  it("turns an unreachable backend on a POST into a MedusaError with status 0", async () => {
    const net = fakeFetch(() => Promise.reject(new TypeError("fetch failed")))
    await expect(createStoreApi(env, net.impl).postReview("prod_1", {}, {})).rejects.toMatchObject({ status: 0 })
  })
})

describe("Medusa's core store routes (js-sdk)", () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The SDK calls the global fetch: the fake stands in for it. */
  function stubNetwork(answer: (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response>) {
    const net = fakeFetch(() => new Response())
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      await net.impl(input, init)
      return answer(input, init)
    })
    return net
  }

  it("lists products with the publishable key and the query, and no empty locale header", async () => {
    const net = stubNetwork(() => Response.json({ products: [{ handle: "robe" }], count: 1, offset: 0, limit: 100 }))
    const body = await createCoreStore(env).listProducts({ fields: "handle,updated_at,*categories", limit: 100, offset: 200 })
    expect(body.products).toEqual([{ handle: "robe" }])
    const url = new URL(net.calls[0].url)
    expect(url.origin + url.pathname).toBe("http://backend.test:9000/store/products")
    expect(Object.fromEntries(url.searchParams)).toEqual({ fields: "handle,updated_at,*categories", limit: "100", offset: "200" })
    expect(net.calls[0].headers["x-publishable-api-key"]).toBe("pk_test")
    expect(net.calls[0].headers).not.toHaveProperty("x-medusa-locale")
  })

  it("maps the SDK's FetchError to a MedusaError with the answer's status and message", async () => {
    stubNetwork(() => Response.json({ type: "invalid_data", message: "Invalid fields: nope" }, { status: 400 }))
    const err = await createCoreStore(env)
      .listCategories({ fields: "nope" })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(MedusaError)
    expect(err).toMatchObject({ status: 400, message: "Invalid fields: nope" })
  })

  it("is status 0 when the backend is unreachable or does not answer in time", async () => {
    stubNetwork(() => Promise.reject(new TypeError("fetch failed")))
    await expect(createCoreStore(env).listProducts({})).rejects.toMatchObject({ name: "MedusaError", status: 0 })

    // a backend that never answers: the call is aborted at MEDUSA_TIMEOUT_MS
    vi.stubGlobal(
      "fetch",
      (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)))
    )
    const quick = parseEnv({ MEDUSA_BACKEND_URL: "http://backend.test:9000", MEDUSA_PUBLISHABLE_KEY: "pk_test", MEDUSA_TIMEOUT_MS: "50" })
    const started = Date.now()
    await expect(createCoreStore(quick).listProducts({})).rejects.toMatchObject({ name: "MedusaError", status: 0 })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it("does not call the backend at all without a key", async () => {
    const net = stubNetwork(() => Response.json({ products: [] }))
    await expect(createCoreStore(parseEnv({})).listProducts({})).rejects.toThrow(/MEDUSA_PUBLISHABLE_KEY is not set/)
    expect(net.calls).toHaveLength(0)
  })
})
