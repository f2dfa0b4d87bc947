import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The process running a pending order attempt (decision 0051): a backend that dies mid-order leaves
 * its attempts pending, and another process recovers them once that owner's lock is free.
 */
export class Migration20261125040001 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cod_order_request" add column if not exists "owner" text null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "cod_order_request" drop column if exists "owner";`)
  }
}
