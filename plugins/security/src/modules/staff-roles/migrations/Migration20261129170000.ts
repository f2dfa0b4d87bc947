import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The cashier role (decision 0088): the shop's till. */
export class Migration20261129170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "staff_role" drop constraint if exists "staff_role_role_check";`)
    this.addSql(
      `alter table if exists "staff_role" add constraint "staff_role_role_check" check ("role" in ('owner', 'agent', 'warehouse', 'accountant', 'cashier'));`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "staff_role" drop constraint if exists "staff_role_role_check";`)
    this.addSql(`alter table if exists "staff_role" add constraint "staff_role_role_check" check ("role" in ('owner', 'agent', 'warehouse', 'accountant'));`)
  }
}
