import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, MedusaService } from "@medusajs/framework/utils"
import { productCards, type CardQuery } from "../../lib/cards"
import { catchUp } from "../../lib/catch-up"
import type { Lang } from "../../lib/keys"
import { LISTING_VERSION_SQL, listingVersion, STOCK_VERSION_SQL } from "../../lib/listing-cache"
import { runningPromotions, type PromotionQuery } from "../../lib/promotions"
import { reindexQueued } from "../../lib/refresh"
import { ListingProduct } from "./models/listing-product"

/**
 * Owns the `listing_product` read model (built from the catalogue: products, prices, stock,
 * translations and the catalog plugin's brands, features and discounts). This service is the
 * listing's one door for other plugins (content's product blocks, catalog's page cache, scripts):
 * reads and writes go through set-based SQL in `lib/`, on the shared connection (the listing
 * routes call `lib/` directly with the same connection).
 */
class ListingModuleService extends MedusaService({ ListingProduct }) {
  /** The shared PostgreSQL connection Medusa hands every module (read when called, not at boot). */
  private get pg(): Knex {
    return (this as unknown as { __container__: Record<string, Knex> }).__container__[ContainerRegistrationKeys.PG_CONNECTION]
  }

  /** The listing version: it moves after every committed write to the read model (answer cache keys). */
  version(): Promise<string | null> {
    return listingVersion(this.pg)
  }

  /**
   * The version as a SQL sub-query (constant text, no input), for a caller that reads it in the same
   * statement as its own version: content's cache key stays one round trip, as it was before this
   * service was its door (two parallel reads measured slower under load: decision 0028).
   */
  versionQuery(): string {
    return LISTING_VERSION_SQL
  }

  /**
   * The stock version as a SQL sub-query (constant text): raised, in the writing transaction, when a
   * stock change may turn a combination's availability on or off (decision 0080). Pages showing
   * availability are cached under it besides the content version.
   */
  stockVersionQuery(): string {
    return STOCK_VERSION_SQL
  }

  /** Product cards of the published, priced products matching the query, as the listings show them. */
  productCards(q: CardQuery) {
    return productCards(this.pg, q)
  }

  /** Running catalogue discounts in the visitor's language, the one ending soonest first. */
  runningPromotions(lang: Lang, opts: PromotionQuery = {}) {
    return runningPromotions(this.pg, lang, opts)
  }

  /**
   * Rewrites the rows of these products (all products without ids) through the listing's queue;
   * returns how many rows this process wrote, once none of them is left queued.
   */
  reindex(ids?: string[]): Promise<number> {
    return reindexQueued(this.pg, ids)
  }

  /** What the subscribers cannot see (sales starting or ending, lost events), re-indexed now. */
  catchUp(): Promise<void> {
    return catchUp(this.pg)
  }
}

export default ListingModuleService
