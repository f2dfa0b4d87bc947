import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Decision 0074: how each order was taken; the orders placed before are the storefront's (`online`). */
export class Migration20261128111500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "order_life" add column if not exists "order_type" text check ("order_type" in ('online', 'phone', 'shop', 'wholesale', 'installment')) not null default 'online';`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_order_type_created_at" ON "order_life" (order_type, created_at) WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_order_life_order_type_created_at";`)
    this.addSql(`alter table if exists "order_life" drop column if exists "order_type";`)
  }
}
