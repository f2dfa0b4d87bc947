import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Each order line's unit cost when sold (issue 22 item 3, decision 0089). */
export class Migration20261129181000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "order_line_cost" ("id" text not null, "order_id" text not null, "line_item_id" text not null, "variant_id" text null, "quantity" integer not null, "unit_cost" numeric null, "raw_unit_cost" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_line_cost_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_line_cost_line_item_id_unique" ON "order_line_cost" ("line_item_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_line_cost_order_id" ON "order_line_cost" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_line_cost_deleted_at" ON "order_line_cost" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_line_cost" cascade;`)
  }
}
