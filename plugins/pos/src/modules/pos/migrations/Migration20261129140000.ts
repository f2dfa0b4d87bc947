import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Payment plans on orders (deposit, installments) and their lines (issue 21, decision 0087). */
export class Migration20261129140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "pos_payment_plan" ("id" text not null, "order_id" text not null, "type" text check ("type" in ('deposit', 'installments')) not null, "total" numeric not null, "raw_total" jsonb not null, "currency_code" text not null, "status" text check ("status" in ('open', 'paid')) not null default 'open', "created_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pos_payment_plan_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_pos_payment_plan_order_id_unique" ON "pos_payment_plan" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_payment_plan_deleted_at" ON "pos_payment_plan" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(
      `create table if not exists "pos_plan_line" ("id" text not null, "seq" integer not null, "kind" text check ("kind" in ('deposit', 'installment', 'on_delivery')) not null, "amount" numeric not null, "raw_amount" jsonb not null, "due_date" text not null, "paid_at" timestamptz null, "paid_by" text null, "method" text null, "capture_id" text null, "plan_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pos_plan_line_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_plan_line_plan_id" ON "pos_plan_line" ("plan_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_plan_line_deleted_at" ON "pos_plan_line" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_pos_plan_line_plan_id_seq_unique" ON "pos_plan_line" ("plan_id", "seq") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pos_plan_line_due_date" ON "pos_plan_line" ("due_date") WHERE paid_at IS NULL AND deleted_at IS NULL;`)
    this.addSql(
      `alter table if exists "pos_plan_line" add constraint "pos_plan_line_plan_id_foreign" foreign key ("plan_id") references "pos_payment_plan" ("id") on update cascade on delete cascade;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pos_plan_line" cascade;`)
    this.addSql(`drop table if exists "pos_payment_plan" cascade;`)
  }
}
