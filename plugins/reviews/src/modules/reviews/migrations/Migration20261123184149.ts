import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123184149 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "review" add column if not exists "client_ip" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_created_at" ON "review" ("created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_review_created_at";`);
    this.addSql(`alter table if exists "review" drop column if exists "client_ip";`);
  }

}
