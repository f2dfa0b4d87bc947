import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Leads keyed by the buyer's cart within their storefront session (decision 0045): `lead_key` unique,
 * `cart_id` no longer. Leads saved before have no session: they keep their cart id as `legacy:<cart_id>`.
 */
export class Migration20261125034925 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "cod_lead" drop constraint if exists "cod_lead_lead_key_unique";`);
    this.addSql(`drop index if exists "IDX_cod_lead_cart_id_unique";`);

    this.addSql(`alter table if exists "cod_lead" add column if not exists "lead_key" text null;`);
    this.addSql(`update "cod_lead" set "lead_key" = 'legacy:' || "cart_id" where "lead_key" is null;`);
    this.addSql(`alter table if exists "cod_lead" alter column "lead_key" set not null;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cod_lead_lead_key_unique" ON "cod_lead" ("lead_key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_cod_lead_cart_id" ON "cod_lead" ("cart_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_cod_lead_lead_key_unique";`);
    this.addSql(`drop index if exists "IDX_cod_lead_cart_id";`);
    this.addSql(`alter table if exists "cod_lead" drop column if exists "lead_key";`);

    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cod_lead_cart_id_unique" ON "cod_lead" ("cart_id") WHERE deleted_at IS NULL;`);
  }

}
