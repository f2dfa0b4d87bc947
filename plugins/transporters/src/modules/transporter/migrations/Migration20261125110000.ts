import { Migration } from "@medusajs/framework/mikro-orm/migrations";

// A stop-desk's name and address in Arabic and English (decision 0062).
export class Migration20261125110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "transporter_stop_desk" add column if not exists "translations" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "transporter_stop_desk" drop column if exists "translations";`);
  }

}
