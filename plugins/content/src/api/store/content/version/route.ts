import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LISTING_MODULE, type Listing } from "../../../../lib/listing"
import { pgOf } from "../../../helpers"

/**
 * GET /store/content/version → `{ version, stock, valid_for }`: what the storefront's page cache checks
 * on every request (decisions 0078, 0080). `version` is the content answers' cache version
 * (`contentVersion`: the content tables' and the listing read model's — products, prices, stock,
 * discounts, brands, categories), null when there is none (nothing may then be cached); `stock` the
 * stock version (raised when a stock change may turn a combination's availability on or off: the
 * product and landing pages, which show it, are kept under it too); `valid_for` the seconds until the
 * clock changes a page with no write (the next start or end of a price list, i.e. a sale, or the end
 * of a content block), null when nothing is scheduled. One statement; never cached (it is the check).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.setHeader("Cache-Control", "no-store")
  if (!req.scope.hasRegistration(LISTING_MODULE)) return void res.json({ version: null, stock: null, valid_for: null })
  const listing = req.scope.resolve<Listing>(LISTING_MODULE)
  const { rows } = await pgOf(req).raw(
    `select (select version from content_state where id = 1) as c, (${listing.versionQuery()}) as l, (${listing.stockVersionQuery()}) as s,
            least(
              (select min(t) from (select unnest(array[starts_at, ends_at]) as t from price_list where deleted_at is null) x where t > now()),
              (select min(ends_at) from content_block where deleted_at is null and ends_at > now())
            ) as next`
  )
  const r = rows[0]
  const version = r?.c == null || r?.l == null ? null : `${r.c}.${r.l}`
  const next = r?.next ? new Date(r.next).getTime() : null
  res.json({ version, stock: r?.s == null ? null : String(r.s), valid_for: next === null ? null : Math.max(0, (next - Date.now()) / 1000) })
}
