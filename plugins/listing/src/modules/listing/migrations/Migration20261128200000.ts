import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The facet index's catch-up without a table scan (decision 0082): `write_txid` holds the writing
 * transaction's id (`txid_current()`, 64-bit, the top-level transaction's even inside a savepoint),
 * set by a trigger on every insert and update, with a b-tree index; deletions leave a tombstone
 * (the id and the deleting transaction's id), and a truncate leaves the tombstone `*` (everything
 * went). The triggers are `enable always`, so they fire under `session_replication_role = replica`
 * too (a restore loads rows that way): restored rows carry the restore's transaction id, as their
 * `xmin` did. Existing rows get 0, which every snapshot sees. `listing_state.tombstones_below`
 * records the highest tombstone txid pruned (+1): a copy whose last snapshot is older reloads.
 */
export class Migration20261128200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "listing_product" add column if not exists "write_txid" bigint not null default 0;`)
    this.addSql(`create index if not exists "IDX_listing_product_write_txid" on "listing_product" ("write_txid");`)
    this.addSql(
      `create table if not exists "listing_product_tombstone" ("id" text not null, "txid" bigint not null, "deleted_at" timestamptz not null default now());`
    )
    this.addSql(`create index if not exists "IDX_listing_product_tombstone_txid" on "listing_product_tombstone" ("txid");`)
    this.addSql(`alter table if exists "listing_state" add column if not exists "tombstones_below" bigint not null default 0;`)
    this.addSql(`create or replace function listing_product_write_txid() returns trigger language plpgsql as $$
begin
  new.write_txid := txid_current();
  return new;
end $$;`)
    this.addSql(`create or replace function listing_product_tombstone() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    insert into listing_product_tombstone (id, txid) values ('*', txid_current());
  else
    insert into listing_product_tombstone (id, txid) values (old.id, txid_current());
  end if;
  return null;
end $$;`)
    this.addSql(`drop trigger if exists "listing_product_write_txid" on "listing_product";`)
    this.addSql(
      `create trigger "listing_product_write_txid" before insert or update on "listing_product" for each row execute function listing_product_write_txid();`
    )
    this.addSql(`alter table "listing_product" enable always trigger "listing_product_write_txid";`)
    this.addSql(`drop trigger if exists "listing_product_deleted" on "listing_product";`)
    this.addSql(
      `create trigger "listing_product_deleted" after delete on "listing_product" for each row execute function listing_product_tombstone();`
    )
    this.addSql(`alter table "listing_product" enable always trigger "listing_product_deleted";`)
    this.addSql(`drop trigger if exists "listing_product_truncated" on "listing_product";`)
    this.addSql(
      `create trigger "listing_product_truncated" after truncate on "listing_product" for each statement execute function listing_product_tombstone();`
    )
    this.addSql(`alter table "listing_product" enable always trigger "listing_product_truncated";`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "listing_product_truncated" on "listing_product";`)
    this.addSql(`drop trigger if exists "listing_product_deleted" on "listing_product";`)
    this.addSql(`drop trigger if exists "listing_product_write_txid" on "listing_product";`)
    this.addSql(`drop function if exists listing_product_tombstone();`)
    this.addSql(`drop function if exists listing_product_write_txid();`)
    this.addSql(`alter table if exists "listing_state" drop column if exists "tombstones_below";`)
    this.addSql(`drop table if exists "listing_product_tombstone";`)
    this.addSql(`drop index if exists "IDX_listing_product_write_txid";`)
    this.addSql(`alter table if exists "listing_product" drop column if exists "write_txid";`)
  }
}
