import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124204441 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "transporter_payment_order" add column if not exists "amount_received" numeric null, add column if not exists "difference" numeric null, add column if not exists "raw_amount_received" jsonb null, add column if not exists "raw_difference" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "transporter_payment_order" drop column if exists "amount_received", drop column if exists "difference", drop column if exists "raw_amount_received", drop column if exists "raw_difference";`);
  }

}
