import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { blockData } from "../../../../../lib/block-data"
import { storeBlock } from "../../../../../lib/block-out"
import type { BlockType } from "../../../../../lib/block-types"
import { channelIds, invalid, PAGE_KEY, pgOf, storeLang } from "../../../../helpers"

/** GET /store/content/pages/:page → the page's active blocks by position, each with its data in the locale. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const page = req.params.page
  if (!PAGE_KEY.test(page)) throw invalid("page", "letters a-z, digits and dashes only")
  const lang = storeLang(req)
  const pg = pgOf(req)
  const { rows } = await pg.raw(`select * from content_block where page = ? and active and deleted_at is null order by position, created_at`, [page])
  const ctx = { pg, lang, salesChannelIds: channelIds(req) }
  // blocks resolve in parallel: the page costs the slowest block, not their sum
  const blocks = await Promise.all(rows.map(async (r: any) => storeBlock(r, lang, await blockData(ctx, r.type as BlockType, r.config, r.number))))
  res.json({ page, locale: lang, blocks })
}
