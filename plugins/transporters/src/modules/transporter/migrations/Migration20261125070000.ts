import { Migration } from "@medusajs/framework/mikro-orm/migrations";

// The usual delay of a rate row (decision 0060): both bounds or neither, 0–60 days, min ≤ max.
export class Migration20261125070000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "transporter_rate" add column if not exists "delay_min_days" integer null, add column if not exists "delay_max_days" integer null;`);
    this.addSql(`alter table if exists "transporter_rate" add constraint "transporter_rate_delay_check" check ((delay_min_days is null) = (delay_max_days is null) and (delay_min_days is null or (delay_min_days between 0 and 60 and delay_max_days between 0 and 60 and delay_min_days <= delay_max_days)));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "transporter_rate" drop constraint if exists "transporter_rate_delay_check";`);
    this.addSql(`alter table if exists "transporter_rate" drop column if exists "delay_min_days", drop column if exists "delay_max_days";`);
  }

}
