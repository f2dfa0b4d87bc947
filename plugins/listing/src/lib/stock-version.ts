/**
 * The triggers raising the stock version (decision 0080), made idempotently. `inventory_level`: a
 * change that may flip a combination's availability. `review`: a moderation (status, deletion) moves
 * the product page's rating, also read live. Made idempotently: on a fresh
 * database Medusa may run this module's migrations before the inventory module's, so the migration
 * makes the function and the counter and tries this, and the module's loader tries it again at every
 * boot (one catalogue lookup once it exists). Serialised by an advisory lock, so several processes
 * starting together make it once.
 */
export const ENSURE_STOCK_TRIGGER_SQL = `do $$
begin
  if to_regclass('inventory_level') is null or to_regproc('listing_stock_flip') is null then
    return;
  end if;
  if exists (select 1 from pg_trigger where tgname = 'listing_stock_flip' and tgrelid = 'inventory_level'::regclass) then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('listing_stock_flip'));
  if exists (select 1 from pg_trigger where tgname = 'listing_stock_flip' and tgrelid = 'inventory_level'::regclass) then
    return;
  end if;
  create trigger listing_stock_flip after insert or update of stocked_quantity, reserved_quantity, deleted_at or delete
    on inventory_level for each row execute function listing_stock_flip();
  alter table inventory_level enable always trigger listing_stock_flip;
end $$;
do $$
begin
  if to_regclass('review') is null or to_regproc('listing_review_moderated') is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('listing_stock_flip'));
  if exists (select 1 from pg_trigger where tgname = 'listing_review_moderated' and tgrelid = 'review'::regclass) then
    return;
  end if;
  create trigger listing_review_moderated after update of status, deleted_at or delete on review
    for each row execute function listing_review_moderated();
  alter table review enable always trigger listing_review_moderated;
end $$;`
