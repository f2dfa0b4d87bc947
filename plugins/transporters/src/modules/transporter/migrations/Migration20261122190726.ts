import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122190726 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "transporter_rate" drop constraint if exists "transporter_rate_transporter_id_wilaya_code_delivery_type_unique";`);
    this.addSql(`alter table if exists "transporter_commune_override" drop constraint if exists "transporter_commune_override_transporter_id_commune_code_delivery_type_unique";`);
    this.addSql(`alter table if exists "transporter" drop constraint if exists "transporter_code_unique";`);
    this.addSql(`create table if not exists "transporter" ("id" text not null, "name" text not null, "code" text not null, "logo_url" text null, "active" boolean not null default true, "phone" text null, "tracking_url_pattern" text null, "supports_home" boolean not null default true, "supports_stop_desk" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "transporter_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_transporter_code_unique" ON "transporter" ("code") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_deleted_at" ON "transporter" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "transporter_commune_override" ("id" text not null, "commune_code" integer not null, "delivery_type" text check ("delivery_type" in ('home', 'stop_desk')) not null, "served" boolean not null default true, "price" integer null, "transporter_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "transporter_commune_override_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_commune_override_transporter_id" ON "transporter_commune_override" ("transporter_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_commune_override_deleted_at" ON "transporter_commune_override" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_transporter_commune_override_transporter_id_commune_code_delivery_type_unique" ON "transporter_commune_override" ("transporter_id", "commune_code", "delivery_type") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_commune_override_commune_code" ON "transporter_commune_override" ("commune_code") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "transporter_rate" ("id" text not null, "wilaya_code" integer not null, "delivery_type" text check ("delivery_type" in ('home', 'stop_desk')) not null, "price" integer not null, "return_fee" integer null, "transporter_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "transporter_rate_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_rate_transporter_id" ON "transporter_rate" ("transporter_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_rate_deleted_at" ON "transporter_rate" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_transporter_rate_transporter_id_wilaya_code_delivery_type_unique" ON "transporter_rate" ("transporter_id", "wilaya_code", "delivery_type") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "transporter_stop_desk" ("id" text not null, "commune_code" integer not null, "wilaya_code" integer not null, "name" text not null, "address" text not null, "opening_hours" text null, "phone" text null, "active" boolean not null default true, "transporter_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "transporter_stop_desk_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_stop_desk_transporter_id" ON "transporter_stop_desk" ("transporter_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_stop_desk_deleted_at" ON "transporter_stop_desk" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_transporter_stop_desk_transporter_id_wilaya_code_active" ON "transporter_stop_desk" ("transporter_id", "wilaya_code", "active") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "transporter_commune_override" add constraint "transporter_commune_override_transporter_id_foreign" foreign key ("transporter_id") references "transporter" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "transporter_rate" add constraint "transporter_rate_transporter_id_foreign" foreign key ("transporter_id") references "transporter" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "transporter_stop_desk" add constraint "transporter_stop_desk_transporter_id_foreign" foreign key ("transporter_id") references "transporter" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "transporter_commune_override" drop constraint if exists "transporter_commune_override_transporter_id_foreign";`);

    this.addSql(`alter table if exists "transporter_rate" drop constraint if exists "transporter_rate_transporter_id_foreign";`);

    this.addSql(`alter table if exists "transporter_stop_desk" drop constraint if exists "transporter_stop_desk_transporter_id_foreign";`);

    this.addSql(`drop table if exists "transporter" cascade;`);

    this.addSql(`drop table if exists "transporter_commune_override" cascade;`);

    this.addSql(`drop table if exists "transporter_rate" cascade;`);

    this.addSql(`drop table if exists "transporter_stop_desk" cascade;`);
  }

}
