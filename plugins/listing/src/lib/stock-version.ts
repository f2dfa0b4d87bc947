/**
 * One trigger made once: nothing when its table or function is missing yet (checked apart: a
 * `'table'::regclass` is resolved when the statement is planned) or when it exists; else, under the
 * advisory lock, checked again and created ("enable always": it fires on replicas and restores too).
 */
function ensureTriggerSql(t: { name: string; table: string; fn: string; on: string }) {
  const exists = `exists (select 1 from pg_trigger where tgname = '${t.name}' and tgrelid = '${t.table}'::regclass)`
  return `do $$
begin
  if to_regclass('${t.table}') is null or to_regproc('${t.fn}') is null then
    return;
  end if;
  if ${exists} then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('listing_stock_flip'));
  if ${exists} then
    return;
  end if;
  create trigger ${t.name} after ${t.on} on ${t.table} for each row execute function ${t.fn}();
  alter table ${t.table} enable always trigger ${t.name};
end $$;`
}

/**
 * The triggers raising the stock version (decision 0080), made idempotently. `inventory_level`: a
 * change that may flip a combination's availability. `review`: a moderation (status, deletion) moves
 * the product page's rating, also read live. Made idempotently: on a fresh
 * database Medusa may run this module's migrations before the inventory module's, so the migration
 * makes the function and the counter and tries this, and the module's loader tries it again at every
 * boot (one catalogue lookup once it exists). Serialised by an advisory lock, so several processes
 * starting together make it once.
 */
export const ENSURE_STOCK_TRIGGER_SQL = [
  ensureTriggerSql({
    name: "listing_stock_flip",
    table: "inventory_level",
    fn: "listing_stock_flip",
    on: "insert or update of stocked_quantity, reserved_quantity, deleted_at or delete",
  }),
  ensureTriggerSql({ name: "listing_review_moderated", table: "review", fn: "listing_review_moderated", on: "update of status, deleted_at or delete" }),
].join("\n")
