import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122183126 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "commune" drop constraint if exists "commune_code_unique";`);
    this.addSql(`alter table if exists "wilaya" drop constraint if exists "wilaya_code_unique";`);
    this.addSql(`create table if not exists "wilaya" ("id" text not null, "code" integer not null, "code_58" integer not null, "name_fr" text not null, "name_ar" text not null, "reform" text null, "phone_code" text null, "postal_code" text null, "latitude" real null, "longitude" real null, "deliverable" boolean not null default true, "search_key" text not null default '', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "wilaya_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_wilaya_code_unique" ON "wilaya" ("code") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_wilaya_deleted_at" ON "wilaya" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_wilaya_deliverable" ON "wilaya" ("deliverable") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "commune" ("id" text not null, "code" integer not null, "name_fr" text not null, "name_ar" text not null, "daira" text null, "postal_code" text null, "latitude" real null, "longitude" real null, "deliverable" boolean not null default true, "search_key" text not null default '', "wilaya_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "commune_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_commune_code_unique" ON "commune" ("code") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_commune_wilaya_id" ON "commune" ("wilaya_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_commune_deleted_at" ON "commune" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_commune_wilaya_id_deliverable" ON "commune" ("wilaya_id", "deliverable") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "commune" add constraint "commune_wilaya_id_foreign" foreign key ("wilaya_id") references "wilaya" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "commune" drop constraint if exists "commune_wilaya_id_foreign";`);

    this.addSql(`drop table if exists "wilaya" cascade;`);

    this.addSql(`drop table if exists "commune" cascade;`);
  }

}
