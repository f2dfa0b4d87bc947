import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Ad spend per day, source and campaign (issue 22 item 3, decision 0089). */
export class Migration20261129182000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "ad_spend" ("id" text not null, "day" text not null, "source" text not null, "campaign" text not null, "amount" numeric not null, "raw_amount" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "ad_spend_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_ad_spend_day_source_campaign_unique" ON "ad_spend" ("day", "source", "campaign") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ad_spend_deleted_at" ON "ad_spend" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ad_spend" cascade;`)
  }
}
