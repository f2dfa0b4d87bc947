import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123115442 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cod_order_request" drop constraint if exists "cod_order_request_idempotency_key_unique";`);
    this.addSql(`alter table if exists "cod_lead" drop constraint if exists "cod_lead_cart_id_unique";`);
    this.addSql(`alter table if exists "cod_confirmation" drop constraint if exists "cod_confirmation_order_id_unique";`);
    this.addSql(`alter table if exists "cod_blocked_phone" drop constraint if exists "cod_blocked_phone_phone_unique";`);
    this.addSql(`create table if not exists "cod_blocked_phone" ("id" text not null, "phone" text not null, "reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cod_blocked_phone_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cod_blocked_phone_phone_unique" ON "cod_blocked_phone" ("phone") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_blocked_phone_deleted_at" ON "cod_blocked_phone" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "cod_confirmation" ("id" text not null, "order_id" text not null, "status" text check ("status" in ('to_confirm', 'confirmed', 'no_answer', 'postponed', 'cancelled')) not null default 'to_confirm', "attempts" integer not null default 0, "postponed_until" timestamptz null, "reason" text null, "first_name" text not null, "last_name" text not null, "phone" text not null, "wilaya_code" integer not null, "commune_code" integer not null, "transporter_id" text null, "delivery_type" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cod_confirmation_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cod_confirmation_order_id_unique" ON "cod_confirmation" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_confirmation_deleted_at" ON "cod_confirmation" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_confirmation_status_created_at" ON "cod_confirmation" ("status", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_confirmation_phone" ON "cod_confirmation" ("phone") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_confirmation_wilaya_code" ON "cod_confirmation" ("wilaya_code") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_confirmation_transporter_id" ON "cod_confirmation" ("transporter_id") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "cod_lead" ("id" text not null, "cart_id" text not null, "first_name" text not null, "last_name" text not null, "phone" text not null, "email" text null, "address" text null, "wilaya_code" integer null, "commune_code" integer null, "items" jsonb not null, "status" text check ("status" in ('open', 'converted')) not null default 'open', "order_id" text null, "converted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cod_lead_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cod_lead_cart_id_unique" ON "cod_lead" ("cart_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_lead_deleted_at" ON "cod_lead" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_lead_status_created_at" ON "cod_lead" ("status", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_lead_phone" ON "cod_lead" ("phone") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "cod_order_request" ("id" text not null, "idempotency_key" text not null, "body_hash" text not null, "status" text check ("status" in ('pending', 'completed')) not null default 'pending', "phone" text not null, "client_ip" text not null, "order_id" text null, "response" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cod_order_request_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cod_order_request_idempotency_key_unique" ON "cod_order_request" ("idempotency_key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_order_request_deleted_at" ON "cod_order_request" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_order_request_phone_created_at" ON "cod_order_request" ("phone", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_order_request_client_ip_created_at" ON "cod_order_request" ("client_ip", "created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cod_blocked_phone" cascade;`);

    this.addSql(`drop table if exists "cod_confirmation" cascade;`);

    this.addSql(`drop table if exists "cod_lead" cascade;`);

    this.addSql(`drop table if exists "cod_order_request" cascade;`);
  }

}
