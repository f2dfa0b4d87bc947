import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261125000159 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "courier_parcel_event" drop constraint if exists "courier_parcel_event_parcel_id_event_id_unique";`)
    this.addSql(`alter table if exists "courier_parcel" drop constraint if exists "courier_parcel_request_key_unique";`)
    this.addSql(`alter table if exists "courier_account" drop constraint if exists "courier_account_transporter_id_unique";`)
    this.addSql(
      `create table if not exists "courier_account" ("id" text not null, "transporter_id" text not null, "adapter" text check ("adapter" in ('yalidine', 'ecotrack', 'procolis', 'maystro', 'noest')) not null, "name" text not null, "base_url" text not null, "credentials_enc" text not null, "webhook_secret_enc" text null, "sandbox" boolean not null default false, "active" boolean not null default true, "from_wilaya_code" integer not null default 16, "communes" jsonb null, "communes_synced_at" timestamptz null, "last_test_at" timestamptz null, "last_test_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "courier_account_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_courier_account_transporter_id_unique" ON "courier_account" ("transporter_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_account_deleted_at" ON "courier_account" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "courier_parcel" ("id" text not null, "order_id" text not null, "account_id" text not null, "request_key" text not null, "generation" integer not null default 1, "reference" text not null, "state" text check ("state" in ('sending', 'created', 'failed', 'cancelled')) not null default 'sending', "send_attempts" integer not null default 0, "tracking" text null, "label_url" text null, "courier_fee" integer null, "status" text check ("status" in ('created', 'pending_pickup', 'picked_up', 'in_transit', 'at_hub', 'out_for_delivery', 'delivery_attempted', 'delivered', 'on_hold', 'returning', 'returned', 'cancelled', 'lost', 'unknown')) not null default 'created', "raw_status" text null, "raw_reason" text null, "last_event_at" timestamptz null, "validated_at" timestamptz null, "last_error" text null, "last_error_kind" text null, "next_poll_at" timestamptz null, "poll_failures" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "courier_parcel_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_courier_parcel_request_key_unique" ON "courier_parcel" ("request_key") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_parcel_deleted_at" ON "courier_parcel" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_parcel_order_id" ON "courier_parcel" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_parcel_account_id_tracking" ON "courier_parcel" ("account_id", "tracking") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_parcel_state_next_poll_at" ON "courier_parcel" ("state", "next_poll_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "courier_parcel_event" ("id" text not null, "parcel_id" text not null, "event_id" text not null, "occurred_at" timestamptz not null, "status" text check ("status" in ('created', 'pending_pickup', 'picked_up', 'in_transit', 'at_hub', 'out_for_delivery', 'delivery_attempted', 'delivered', 'on_hold', 'returning', 'returned', 'cancelled', 'lost', 'unknown')) not null, "raw_status" text not null, "raw_reason" text null, "location" text null, "source" text check ("source" in ('webhook', 'poll', 'send')) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "courier_parcel_event_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_courier_parcel_event_deleted_at" ON "courier_parcel_event" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_courier_parcel_event_parcel_id_event_id_unique" ON "courier_parcel_event" ("parcel_id", "event_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_courier_parcel_event_parcel_id_occurred_at" ON "courier_parcel_event" ("parcel_id", "occurred_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "courier_account" cascade;`)

    this.addSql(`drop table if exists "courier_parcel" cascade;`)

    this.addSql(`drop table if exists "courier_parcel_event" cascade;`)
  }
}
