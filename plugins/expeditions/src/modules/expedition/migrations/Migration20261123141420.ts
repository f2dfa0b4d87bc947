import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123141420 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "internal_expedition_item" drop constraint if exists "internal_expedition_item_expedition_id_variant_id_unique";`);
    this.addSql(`create table if not exists "internal_expedition" ("id" text not null, "source_location_id" text not null, "destination_location_id" text not null, "status" text check ("status" in ('inprogress', 'sent', 'received', 'partially_received', 'fully_received', 'completed', 'cancelled')) not null default 'inprogress', "note" text null, "created_by" text null, "sent_at" timestamptz null, "sent_by" text null, "received_at" timestamptz null, "completed_at" timestamptz null, "cancelled_at" timestamptz null, "cancelled_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "internal_expedition_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_internal_expedition_deleted_at" ON "internal_expedition" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_internal_expedition_status_created_at" ON "internal_expedition" ("status", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_internal_expedition_source_location_id" ON "internal_expedition" ("source_location_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_internal_expedition_destination_location_id" ON "internal_expedition" ("destination_location_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "internal_expedition_item" ("id" text not null, "expedition_id" text not null, "variant_id" text not null, "inventory_item_id" text not null, "product_id" text not null, "product_title" text not null, "variant_title" text null, "sku" text null, "quantity" integer not null, "quantity_received" integer not null default 0, "quantity_returned" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "internal_expedition_item_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_internal_expedition_item_expedition_id" ON "internal_expedition_item" ("expedition_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_internal_expedition_item_deleted_at" ON "internal_expedition_item" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_internal_expedition_item_expedition_id_variant_id_unique" ON "internal_expedition_item" ("expedition_id", "variant_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "stock_movement" ("id" text not null, "location_id" text not null, "inventory_item_id" text not null, "variant_id" text null, "quantity" integer not null, "kind" text check ("kind" in ('addition', 'allocation', 'expedition_send', 'expedition_receive', 'expedition_return')) not null, "reason" text null, "actor_id" text null, "expedition_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "stock_movement_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_movement_deleted_at" ON "stock_movement" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_movement_location_id_created_at" ON "stock_movement" ("location_id", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_movement_inventory_item_id" ON "stock_movement" ("inventory_item_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_movement_expedition_id" ON "stock_movement" ("expedition_id") WHERE deleted_at IS NULL;`);

    // Written by hand: the last line of defence if a lock ever failed, a line can never be
    // received or returned beyond what was sent.
    this.addSql(`alter table if exists "internal_expedition_item" add constraint "internal_expedition_item_counts_check" check ("quantity" > 0 and "quantity_received" >= 0 and "quantity_returned" >= 0 and "quantity_received" + "quantity_returned" <= "quantity");`);
    this.addSql(`alter table if exists "internal_expedition_item" add constraint "internal_expedition_item_expedition_id_foreign" foreign key ("expedition_id") references "internal_expedition" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "internal_expedition_item" drop constraint if exists "internal_expedition_item_expedition_id_foreign";`);

    this.addSql(`drop table if exists "internal_expedition" cascade;`);

    this.addSql(`drop table if exists "internal_expedition_item" cascade;`);

    this.addSql(`drop table if exists "stock_movement" cascade;`);
  }

}
