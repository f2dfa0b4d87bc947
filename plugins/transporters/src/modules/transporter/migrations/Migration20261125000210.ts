import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125000210 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "transporter_stop_desk" add column if not exists "external_id" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "transporter_stop_desk" drop column if exists "external_id";`);
  }

}
