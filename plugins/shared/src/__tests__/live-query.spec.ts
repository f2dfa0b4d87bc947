import { withoutQueryCache } from "../live-query"

describe("withoutQueryCache", () => {
  const calls: unknown[][] = []
  const query = {
    name: "query",
    graph(this: { name: string }, config: unknown, options?: unknown) {
      calls.push([this.name, config, options])
      return Promise.resolve({ data: [] })
    },
  }
  beforeEach(() => (calls.length = 0))

  it("turns the cache off on every graph read, keeping the caller's other options and tags", async () => {
    const live = withoutQueryCache(query)
    await live.graph(
      { entity: "product_variant_inventory_items" },
      { cache: { tags: ["ReservationItem:list:*"], computeAutomaticTags: true }, throwIfKeyNotFound: true }
    )
    await live.graph({ entity: "sales_channel_locations" })
    expect(calls).toEqual([
      [
        "query",
        { entity: "product_variant_inventory_items" },
        { cache: { tags: ["ReservationItem:list:*"], computeAutomaticTags: true, enable: false }, throwIfKeyNotFound: true },
      ],
      ["query", { entity: "sales_channel_locations" }, { cache: { enable: false } }],
    ])
  })

  it("leaves everything else of the query as it is", () => {
    expect(withoutQueryCache(query).name).toBe("query")
  })
})
