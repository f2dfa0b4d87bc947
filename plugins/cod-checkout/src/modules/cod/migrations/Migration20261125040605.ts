import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125040605 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "cod_stock_hold" ("id" text not null, "slot_id" text not null, "variant_id" text not null, "quantity" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cod_stock_hold_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_stock_hold_deleted_at" ON "cod_stock_hold" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_stock_hold_variant_id_created_at" ON "cod_stock_hold" ("variant_id", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_stock_hold_slot_id" ON "cod_stock_hold" ("slot_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cod_stock_hold" cascade;`);
  }

}
