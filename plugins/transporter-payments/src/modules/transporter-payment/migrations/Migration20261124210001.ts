import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The parcel's state moved into the order's life (@shop/order-life, decision 0035): each
 * `order_delivery` row sets its order life's delivery axis (shipped → handed_over), the
 * fulfillment, the transporter and the cash to collect; its money follows (paid → remitted,
 * delivered → collected_by_courier, returned → return_fee_due). Old deliveries had no fees frozen:
 * they are 0, so their remittances keep expecting the whole total, as they did. Then the table is
 * dropped. Guarded: nothing happens while `order_life` does not exist.
 *
 * Named `…210001` since 2026-11-29: as `…210000` it shared its name with cod-checkout's migration of
 * the confirmations, and Medusa records every module's migrations in one table by name, so this one
 * was taken as done and never ran (a fresh database kept an empty `order_delivery`). It runs now,
 * once; where the table is gone it does nothing.
 */
export class Migration20261124210001 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`DO $$
BEGIN
  IF to_regclass('order_delivery') IS NOT NULL AND to_regclass('order_life') IS NOT NULL THEN
    UPDATE order_life l SET
      delivery_state = CASE d.status WHEN 'shipped' THEN 'handed_over' ELSE d.status END,
      money_state = CASE
        WHEN EXISTS (SELECT 1 FROM transporter_payment_order po WHERE po.order_id = d.order_id AND po.deleted_at IS NULL) THEN 'remitted'
        WHEN d.status = 'delivered' THEN 'collected_by_courier'
        WHEN d.status = 'returned' THEN 'return_fee_due'
        ELSE l.money_state END,
      remittance_id = (SELECT po.payment_id FROM transporter_payment_order po WHERE po.order_id = d.order_id AND po.deleted_at IS NULL LIMIT 1),
      transporter_id = d.transporter_id,
      fulfillment_id = d.fulfillment_id,
      location_id = d.location_id,
      cash_to_collect = d.amount_expected,
      raw_cash_to_collect = d.raw_amount_expected,
      courier_fee = 0, raw_courier_fee = '{"value":"0","precision":20}'::jsonb,
      return_fee = 0, raw_return_fee = '{"value":"0","precision":20}'::jsonb,
      handed_over_at = d.shipped_at,
      delivered_at = d.delivered_at,
      returned_at = d.returned_at,
      version = l.version + 1
    FROM order_delivery d
    WHERE d.order_id = l.order_id AND d.deleted_at IS NULL AND l.deleted_at IS NULL;
    DROP TABLE order_delivery CASCADE;
  END IF;
END $$;`)
  }

  override async down(): Promise<void> {
    // The states live on in order_life; a rollback does not recreate the old table.
  }
}
