import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123111510 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "feature_type" drop constraint if exists "feature_type_code_unique";`);
    this.addSql(`alter table if exists "brand_line" drop constraint if exists "brand_line_brand_id_slug_unique";`);
    this.addSql(`alter table if exists "brand" drop constraint if exists "brand_slug_unique";`);
    this.addSql(`create table if not exists "brand" ("id" text not null, "name" text not null, "slug" text not null, "logo_url" text null, "description" text null, "translations" jsonb null, "active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "brand_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_brand_slug_unique" ON "brand" ("slug") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_brand_deleted_at" ON "brand" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "brand_line" ("id" text not null, "name" text not null, "slug" text not null, "logo_url" text null, "translations" jsonb null, "brand_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "brand_line_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_brand_line_brand_id" ON "brand_line" ("brand_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_brand_line_deleted_at" ON "brand_line" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_brand_line_brand_id_slug_unique" ON "brand_line" ("brand_id", "slug") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "feature_type" ("id" text not null, "code" text not null, "label" text not null, "translations" jsonb null, "position" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "feature_type_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_feature_type_code_unique" ON "feature_type" ("code") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_feature_type_deleted_at" ON "feature_type" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "feature_value" ("id" text not null, "value" text not null, "translations" jsonb null, "position" integer not null default 0, "feature_type_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "feature_value_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_feature_value_feature_type_id" ON "feature_value" ("feature_type_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_feature_value_deleted_at" ON "feature_value" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_feature_value_feature_type_id_position" ON "feature_value" ("feature_type_id", "position") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "brand_line" add constraint "brand_line_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table if exists "feature_value" add constraint "feature_value_feature_type_id_foreign" foreign key ("feature_type_id") references "feature_type" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "brand_line" drop constraint if exists "brand_line_brand_id_foreign";`);

    this.addSql(`alter table if exists "feature_value" drop constraint if exists "feature_value_feature_type_id_foreign";`);

    this.addSql(`drop table if exists "brand" cascade;`);

    this.addSql(`drop table if exists "brand_line" cascade;`);

    this.addSql(`drop table if exists "feature_type" cascade;`);

    this.addSql(`drop table if exists "feature_value" cascade;`);
  }

}
