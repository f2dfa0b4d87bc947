import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** A sale at the shop's till takes its units out of the shop's level (@shop/pos, decision 0088). */
export class Migration20261129170500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "stock_movement" drop constraint if exists "stock_movement_kind_check";`)
    this.addSql(
      `alter table if exists "stock_movement" add constraint "stock_movement_kind_check" check ("kind" in ('addition', 'allocation', 'expedition_send', 'expedition_receive', 'expedition_return', 'pos_sale'));`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "stock_movement" drop constraint if exists "stock_movement_kind_check";`)
    this.addSql(
      `alter table if exists "stock_movement" add constraint "stock_movement_kind_check" check ("kind" in ('addition', 'allocation', 'expedition_send', 'expedition_receive', 'expedition_return'));`
    )
  }
}
