import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cacheState, cachingOf } from "@shop/shared/answer-cache"
import { blockData, type BlockConfig } from "../../../../../lib/block-data"
import { storeBlock } from "../../../../../lib/block-out"
import type { BlockType, StoreContentPageResponse } from "@shop/contracts/content"
import { cachedContent, secondsUntilChange } from "../../../../../lib/content-cache"
import { listingOf } from "../../../../../lib/listing"
import { channelIds, contentService, invalid, PAGE_KEY, pgOf, storeLang } from "../../../../helpers"

/** Blocks read from orders, which no cache version follows: their data is read on every request. */
const LIVE: readonly BlockType[] = ["bestsellers_products"]

type Live = { index: number; type: BlockType; config: BlockConfig | null; number: number | null }
type Cached = { blocks: ReturnType<typeof storeBlock>[]; live: Live[] }

/** GET /store/content/pages/:page → the page's active blocks by position, each with its data in the locale. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const page = req.params.page
  if (!PAGE_KEY.test(page)) throw invalid("page", "letters a-z, digits and dashes only")
  const lang = storeLang(req)
  const pg = pgOf(req)
  const ctx = { pg, lang, salesChannelIds: channelIds(req), listing: listingOf(req.scope) }
  const caching = cachingOf(req.scope)
  const { body, hit } = await cachedContent<Cached>(caching, req.scope, { kind: "page", page, lang, channels: ctx.salesChannelIds }, async () => {
    const rows = await contentService(req).listContentBlocks({ page, active: true }, { order: { position: "ASC", created_at: "ASC" }, take: null })
    const live: Live[] = []
    // blocks resolve in parallel: the page costs the slowest block, not their sum
    const blocks = await Promise.all(
      rows.map(async (r, index: number) => {
        // type and config were validated (BLOCK_TYPES, BlockConfig) when the block was written
        const type = r.type as BlockType
        const config = r.config as BlockConfig | null
        if (!LIVE.includes(type)) return storeBlock(r, lang, await blockData(ctx, type, config, r.number))
        live.push({ index, type, config, number: r.number })
        return storeBlock(r, lang, {})
      })
    )
    return { body: { blocks, live }, ttl: secondsUntilChange(blocks) }
  })
  const blocks = [...body.blocks]
  await Promise.all(body.live.map(async (l) => void (blocks[l.index] = { ...blocks[l.index], data: await blockData(ctx, l.type, l.config, l.number) })))
  res.setHeader("x-content-cache", cacheState(caching, hit))
  res.json({ page, locale: lang, blocks } satisfies StoreContentPageResponse)
}
