import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { ENSURE_STOCK_TRIGGER_SQL } from "../../../lib/stock-version"

/**
 * The stock version (decision 0080): a counter raised, in the writing transaction, whenever a change
 * to `inventory_level` may turn a combination's "in stock" on or off for some sales channel. The
 * storefront's page cache keys the pages that show availability (product, landing) on it, so a page
 * kept before a product sold out is not served after.
 *
 * A combination is available while, for each of its inventory items, the channel's sum of
 * `stocked - reserved` over its locations reaches the link's `required_quantity` (times the part's
 * quantity in a pack, whose page shows its parts' availability). A sum crossing a threshold `t` means
 * the changed level ends below `t` or started below it (the other levels being ≥ 0), so the counter is
 * raised when the level's available quantity changed and the lower of its old and new values is under
 * the item's highest threshold. The usual case (one location, one unit per combination) raises it only
 * when a level reaches 0 or leaves it; an order that leaves stock behind does not empty the cache.
 *
 * A row of its own (not `listing_state`, which the indexer raises in its own transactions): a flip
 * locks it until the order's reservation commits, and nothing else waits on it. `enable always`: a
 * restore loading rows as a replica raises it too. On a fresh database this module's migrations may
 * run before the inventory module's: the trigger is then made by the module's loader at boot
 * (`lib/stock-version.ts`).
 */
export class Migration20261129010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "listing_stock_state" ("id" integer not null default 1, "version" bigint not null default 0, "updated_at" timestamptz not null default now(), constraint "listing_stock_state_pkey" primary key ("id"), constraint "listing_stock_state_one_row" check ("id" = 1));`
    )
    this.addSql(`insert into "listing_stock_state" ("id", "version") values (1, 0) on conflict ("id") do nothing;`)
    this.addSql(`create or replace function listing_stock_flip() returns trigger language plpgsql as $$
declare
  before_qty numeric := 0;
  after_qty numeric := 0;
  item text;
  threshold numeric;
begin
  if tg_op <> 'INSERT' and old.deleted_at is null then
    before_qty := old.stocked_quantity - old.reserved_quantity;
  end if;
  if tg_op <> 'DELETE' and new.deleted_at is null then
    after_qty := new.stocked_quantity - new.reserved_quantity;
  end if;
  if before_qty = after_qty then
    return null;
  end if;
  item := case when tg_op = 'DELETE' then old.inventory_item_id else new.inventory_item_id end;
  if least(before_qty, after_qty) >= 1 then
    -- above one unit: only a combination needing several units (or a pack's part) can flip
    select max(vii.required_quantity * coalesce((select max(pi.quantity) from pack_item pi
                                                  where pi.product_id = v.product_id and pi.deleted_at is null), 1))
      into threshold
      from product_variant_inventory_item vii join product_variant v on v.id = vii.variant_id
     where vii.inventory_item_id = item and vii.deleted_at is null;
    if threshold is null or least(before_qty, after_qty) >= threshold then
      return null;
    end if;
  end if;
  update listing_stock_state set version = version + 1, updated_at = now() where id = 1;
  return null;
end $$;`)
    // the trigger itself: now if the inventory module's tables exist, else at the module's next boot
    this.addSql(ENSURE_STOCK_TRIGGER_SQL)
  }

  override async down(): Promise<void> {
    this.addSql(`do $$ begin if to_regclass('inventory_level') is not null then drop trigger if exists listing_stock_flip on inventory_level; end if; end $$;`)
    this.addSql(`drop function if exists listing_stock_flip();`)
    this.addSql(`drop table if exists "listing_stock_state";`)
  }
}
