import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { ENSURE_STOCK_TRIGGER_SQL } from "../../../lib/stock-version"

/**
 * A review approved, rejected or deleted moves the product page's rating, which the page reads live
 * like its availability: the moderation raises the same version the storefront keeps product pages
 * under (decision 0080). Moderation is rare; any change of status or deletion raises it. The trigger
 * on `review` (reviews plugin) is made by `ENSURE_STOCK_TRIGGER_SQL`, here and at every boot.
 */
export class Migration20261129020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function listing_review_moderated() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or old.status is distinct from new.status or old.deleted_at is distinct from new.deleted_at then
    update listing_stock_state set version = version + 1, updated_at = now() where id = 1;
  end if;
  return null;
end $$;`)
    this.addSql(ENSURE_STOCK_TRIGGER_SQL)
  }

  override async down(): Promise<void> {
    this.addSql(`do $$ begin if to_regclass('review') is not null then drop trigger if exists listing_review_moderated on review; end if; end $$;`)
    this.addSql(`drop function if exists listing_review_moderated();`)
  }
}
