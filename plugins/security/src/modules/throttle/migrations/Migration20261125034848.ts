import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125034848 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "security_throttle" drop constraint if exists "security_throttle_scope_key_unique";`);
    this.addSql(`create table if not exists "security_throttle" ("id" text not null, "scope" text not null, "key" text not null, "hits" integer not null default 0, "window_started_at" timestamptz not null, "locked_until" timestamptz null, "strikes" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "security_throttle_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_security_throttle_deleted_at" ON "security_throttle" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_security_throttle_scope_key_unique" ON "security_throttle" ("scope", "key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_security_throttle_window_started_at" ON "security_throttle" ("window_started_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "security_throttle" cascade;`);
  }

}
