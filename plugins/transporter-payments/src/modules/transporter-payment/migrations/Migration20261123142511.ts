import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123142511 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "transporter_payment_order" drop constraint if exists "transporter_payment_order_order_id_unique";`);
    this.addSql(`alter table if exists "order_delivery" drop constraint if exists "order_delivery_order_id_unique";`);
    this.addSql(`create table if not exists "order_delivery" ("id" text not null, "order_id" text not null, "display_id" integer null, "transporter_id" text not null, "fulfillment_id" text null, "location_id" text null, "status" text check ("status" in ('shipped', 'delivered', 'returned')) not null default 'shipped', "customer_name" text not null, "delivery_name" text null, "amount_expected" numeric not null, "shipped_at" timestamptz not null, "delivered_at" timestamptz null, "returned_at" timestamptz null, "updated_by" text null, "raw_amount_expected" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_delivery_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_delivery_order_id_unique" ON "order_delivery" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_delivery_deleted_at" ON "order_delivery" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_delivery_transporter_id_status" ON "order_delivery" ("transporter_id", "status") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "transporter_payment" ("id" text not null, "transporter_id" text not null, "reference" text not null, "paid_at" timestamptz not null, "amount_expected" numeric not null, "amount_received" numeric not null, "difference" numeric not null, "note" text null, "created_by" text null, "raw_amount_expected" jsonb not null, "raw_amount_received" jsonb not null, "raw_difference" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "transporter_payment_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_payment_deleted_at" ON "transporter_payment" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_payment_transporter_id_paid_at" ON "transporter_payment" ("transporter_id", "paid_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "transporter_payment_order" ("id" text not null, "payment_id" text not null, "order_id" text not null, "amount_expected" numeric not null, "raw_amount_expected" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "transporter_payment_order_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_payment_order_payment_id" ON "transporter_payment_order" ("payment_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_transporter_payment_order_order_id_unique" ON "transporter_payment_order" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_payment_order_deleted_at" ON "transporter_payment_order" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "transporter_payment_order" add constraint "transporter_payment_order_payment_id_foreign" foreign key ("payment_id") references "transporter_payment" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "transporter_payment_order" drop constraint if exists "transporter_payment_order_payment_id_foreign";`);

    this.addSql(`drop table if exists "order_delivery" cascade;`);

    this.addSql(`drop table if exists "transporter_payment" cascade;`);

    this.addSql(`drop table if exists "transporter_payment_order" cascade;`);
  }

}
