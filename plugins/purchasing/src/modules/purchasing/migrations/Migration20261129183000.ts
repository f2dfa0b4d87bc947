import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Employee attendance: clock in and out per warehouse or shop (issue 22 item 4, decision 0089). */
export class Migration20261129183000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "attendance" ("id" text not null, "user_id" text not null, "location_id" text not null, "clock_in" timestamptz not null, "clock_out" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "attendance_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_attendance_user_id_clock_in" ON "attendance" ("user_id", "clock_in") WHERE deleted_at IS NULL;`)
    // one open stretch per person: clocking in twice at once makes one
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_attendance_one_open" ON "attendance" ("user_id") WHERE clock_out IS NULL AND deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_attendance_deleted_at" ON "attendance" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "attendance" cascade;`)
  }
}
