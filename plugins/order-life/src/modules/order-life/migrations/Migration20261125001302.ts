import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125001302 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_life" add column if not exists "exchange_id" text null, add column if not exists "collected_before" numeric not null default 0, add column if not exists "fees_before" numeric not null default 0, add column if not exists "owed_before" numeric not null default 0, add column if not exists "raw_collected_before" jsonb not null default '{"value":"0","precision":20}', add column if not exists "raw_fees_before" jsonb not null default '{"value":"0","precision":20}', add column if not exists "raw_owed_before" jsonb not null default '{"value":"0","precision":20}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "order_life" drop column if exists "exchange_id", drop column if exists "collected_before", drop column if exists "fees_before", drop column if exists "owed_before", drop column if exists "raw_collected_before", drop column if exists "raw_fees_before", drop column if exists "raw_owed_before";`);
  }

}
