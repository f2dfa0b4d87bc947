import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The Conversions API's Purchase per confirmed order (decision 0073). */
export class Migration20261128113000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "cod_meta_purchase" ("id" text not null, "order_id" text not null, "event_id" text not null, "status" text check ("status" in ('sending', 'retry', 'sent', 'failed', 'skipped')) not null, "reason" text null, "attempts" integer not null default 0, "next_attempt_at" timestamptz null, "sent_at" timestamptz null, "payload" jsonb null, "response" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cod_meta_purchase_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cod_meta_purchase_order_id_unique" ON "cod_meta_purchase" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_meta_purchase_deleted_at" ON "cod_meta_purchase" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_meta_purchase_status_next_attempt_at" ON "cod_meta_purchase" ("status", "next_attempt_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cod_meta_purchase" cascade;`);
  }

}
