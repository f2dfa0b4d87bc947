import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A purchase order's reception brings units into a warehouse (@shop/purchasing, decision 0089). */
export class Migration20261129180500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "stock_movement" drop constraint if exists "stock_movement_kind_check";`)
    this.addSql(
      `alter table if exists "stock_movement" add constraint "stock_movement_kind_check" check ("kind" in ('addition', 'allocation', 'expedition_send', 'expedition_receive', 'expedition_return', 'pos_sale', 'purchase_receipt'));`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "stock_movement" drop constraint if exists "stock_movement_kind_check";`)
    this.addSql(
      `alter table if exists "stock_movement" add constraint "stock_movement_kind_check" check ("kind" in ('addition', 'allocation', 'expedition_send', 'expedition_receive', 'expedition_return', 'pos_sale'));`
    )
  }
}
