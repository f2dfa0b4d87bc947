import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Suppliers, variants' price sets and costs, purchase orders and their receptions (issue 22, decision 0089). */
export class Migration20261129180000 extends Migration {
  override async up(): Promise<void> {
    const common = `"created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null`
    this.addSql(
      `create table if not exists "supplier" ("id" text not null, "name" text not null, "phone" text null, "address" text null, "wilaya_code" integer null, "commune_code" integer null, "notes" text null, ${common}, constraint "supplier_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_supplier_name" ON "supplier" ("name") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_supplier_deleted_at" ON "supplier" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "variant_price_set" ("id" text not null, "variant_id" text not null, "supply_price" numeric null, "raw_supply_price" jsonb null, "wholesale_price" numeric null, "raw_wholesale_price" jsonb null, "wholesale_min_quantity" integer null, "supplier_id" text null, "reorder_point" integer null, ${common}, constraint "variant_price_set_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_variant_price_set_variant_id_unique" ON "variant_price_set" ("variant_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_variant_price_set_supplier_id" ON "variant_price_set" ("supplier_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_variant_price_set_deleted_at" ON "variant_price_set" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "variant_cost_change" ("id" text not null, "variant_id" text not null, "from_cost" numeric null, "raw_from_cost" jsonb null, "to_cost" numeric null, "raw_to_cost" jsonb null, "on_hand" integer null, "received" integer null, "unit_cost" numeric null, "raw_unit_cost" jsonb null, "purchase_order_id" text null, "actor_id" text null, ${common}, constraint "variant_cost_change_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_variant_cost_change_variant_id_created_at" ON "variant_cost_change" ("variant_id", "created_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_variant_cost_change_deleted_at" ON "variant_cost_change" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "purchase_order" ("id" text not null, "number" serial, "supplier_id" text not null, "location_id" text not null, "status" text check ("status" in ('draft', 'sent', 'partially_received', 'received', 'closed', 'cancelled')) not null default 'draft', "notes" text null, "expected_at" text null, "created_by" text null, "sent_at" timestamptz null, "closed_at" timestamptz null, ${common}, constraint "purchase_order_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_purchase_order_supplier_id" ON "purchase_order" ("supplier_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_purchase_order_status_created_at" ON "purchase_order" ("status", "created_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_purchase_order_deleted_at" ON "purchase_order" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(
      `create table if not exists "purchase_order_line" ("id" text not null, "variant_id" text not null, "inventory_item_id" text not null, "title" text not null, "sku" text null, "quantity" integer not null, "unit_cost" numeric not null, "raw_unit_cost" jsonb not null, "received_quantity" integer not null default 0, "purchase_order_id" text not null, ${common}, constraint "purchase_order_line_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_purchase_order_line_purchase_order_id" ON "purchase_order_line" ("purchase_order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_purchase_order_line_variant_id" ON "purchase_order_line" ("variant_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_purchase_order_line_deleted_at" ON "purchase_order_line" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `alter table if exists "purchase_order_line" add constraint "purchase_order_line_purchase_order_id_foreign" foreign key ("purchase_order_id") references "purchase_order" ("id") on update cascade on delete cascade;`
    )

    this.addSql(
      `create table if not exists "purchase_receipt" ("id" text not null, "purchase_order_id" text not null, "location_id" text not null, "received_by" text null, "lines" jsonb not null, ${common}, constraint "purchase_receipt_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_purchase_receipt_purchase_order_id" ON "purchase_receipt" ("purchase_order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_purchase_receipt_deleted_at" ON "purchase_receipt" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    for (const t of ["purchase_receipt", "purchase_order_line", "purchase_order", "variant_cost_change", "variant_price_set", "supplier"]) this.addSql(`drop table if exists "${t}" cascade;`)
  }
}
