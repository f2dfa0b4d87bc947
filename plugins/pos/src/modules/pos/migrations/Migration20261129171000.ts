import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The till (issue 21, decision 0088): cashiers assigned to shops, sales known by the till's id, the owner's settings. */
export class Migration20261129171000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "pos_cashier" ("id" text not null, "email" text not null, "location_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pos_cashier_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_pos_cashier_email_unique" ON "pos_cashier" ("email") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_cashier_location_id" ON "pos_cashier" ("location_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_cashier_deleted_at" ON "pos_cashier" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `create table if not exists "pos_settings" ("id" text not null, "max_line_discount_percent" integer not null default 10, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pos_settings_pkey" primary key ("id"));`
    )
    this.addSql(
      `create table if not exists "pos_sale" ("id" text not null, "client_id" text not null, "state" text check ("state" in ('processing', 'recorded')) not null default 'processing', "lease_until" timestamptz null, "location_id" text not null, "cashier_id" text not null, "order_id" text null, "order_type" text check ("order_type" in ('shop', 'wholesale', 'installment')) not null default 'shop', "mode" text check ("mode" in ('pickup', 'delivery')) not null default 'pickup', "payment_type" text not null, "total" numeric null, "raw_total" jsonb null, "flagged" boolean not null default false, "flags" jsonb null, "offline" boolean not null default false, "made_at" timestamptz not null, "synced_at" timestamptz null, "receipt" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pos_sale_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_pos_sale_client_id_unique" ON "pos_sale" ("client_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_sale_location_id_made_at" ON "pos_sale" ("location_id", "made_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_sale_flagged_made_at" ON "pos_sale" ("flagged", "made_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_sale_order_id" ON "pos_sale" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_sale_deleted_at" ON "pos_sale" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pos_sale" cascade;`)
    this.addSql(`drop table if exists "pos_settings" cascade;`)
    this.addSql(`drop table if exists "pos_cashier" cascade;`)
  }
}
