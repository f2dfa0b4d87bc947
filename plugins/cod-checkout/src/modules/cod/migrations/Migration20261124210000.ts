import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The phone confirmation moved into the order's life (@shop/order-life, decision 0035): each
 * `cod_confirmation` row is copied into `order_life` (its confirmation axis and buyer copy), then
 * the table and its order link are dropped. Guarded both ways: on a fresh database there is
 * nothing to copy, and while `order_life` does not exist yet nothing is dropped.
 */
export class Migration20261124210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`DO $$
BEGIN
  IF to_regclass('cod_confirmation') IS NOT NULL AND to_regclass('order_life') IS NOT NULL THEN
    INSERT INTO order_life (id, order_id, version, confirmation_state, delivery_state, money_state, delivery_kind, attempts, delivery_attempts,
      postponed_until, cancel_reason, first_name, last_name, phone, wilaya_code, commune_code, transporter_id, delivery_type, created_at, updated_at)
    SELECT 'olife_' || substr(md5(c.id), 1, 26), c.order_id, 0, c.status, 'not_shipped', 'to_collect', 'delivery', c.attempts, 0,
      c.postponed_until, c.reason, c.first_name, c.last_name, c.phone, c.wilaya_code, c.commune_code, c.transporter_id, c.delivery_type, c.created_at, c.updated_at
    FROM cod_confirmation c
    WHERE c.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM order_life l WHERE l.order_id = c.order_id AND l.deleted_at IS NULL);
    DROP TABLE cod_confirmation CASCADE;
  END IF;
END $$;`)
  }

  override async down(): Promise<void> {
    // The rows live on in order_life; a rollback does not recreate the old table.
  }
}
