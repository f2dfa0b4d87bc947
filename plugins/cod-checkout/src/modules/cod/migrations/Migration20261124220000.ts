import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Orders placed before customers were kept by phone (decision 0037) get their life's `customer_id`
 * from the order (the guest Medusa made, which the buyer's next order adopts by phone), so a
 * customer's page and risk count them. Guarded: nothing to do while `order_life` does not exist.
 */
export class Migration20261124220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`DO $$
BEGIN
  IF to_regclass('order_life') IS NOT NULL AND to_regclass('"order"') IS NOT NULL THEN
    UPDATE order_life l SET customer_id = o.customer_id
    FROM "order" o
    WHERE o.id = l.order_id AND l.customer_id IS NULL AND o.customer_id IS NOT NULL;
  END IF;
END $$;`)
  }

  override async down(): Promise<void> {
    // The customer ids stay: they are what the orders say.
  }
}
