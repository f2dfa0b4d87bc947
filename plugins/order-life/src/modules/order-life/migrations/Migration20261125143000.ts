import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Decision 0068: calls, agents on duty, and each order's agent. */
export class Migration20261125143000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "order_life" add column if not exists "assigned_to" text null, add column if not exists "assigned_at" timestamptz null, add column if not exists "first_call_at" timestamptz null, add column if not exists "last_call_at" timestamptz null;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_order_life_assigned_to_confirmation_state" ON "order_life" (assigned_to, confirmation_state) WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `create table if not exists "order_call" ("id" text not null, "order_id" text not null, "agent_id" text null, "outcome" text check ("outcome" in ('confirmed', 'no_answer', 'busy', 'switched_off', 'wrong_number', 'postponed', 'cancelled', 'duplicate')) not null, "note" text null, "postponed_until" timestamptz null, "reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_call_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_call_deleted_at" ON "order_call" (deleted_at) WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_call_order_id_created_at" ON "order_call" (order_id, created_at) WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_call_agent_id_created_at" ON "order_call" (agent_id, created_at) WHERE deleted_at IS NULL;`)
    this.addSql(
      `create table if not exists "desk_agent" ("id" text not null, "user_id" text not null, "on_duty" boolean not null default false, "last_assigned_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "desk_agent_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_desk_agent_user_id_unique" ON "desk_agent" (user_id) WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_desk_agent_deleted_at" ON "desk_agent" (deleted_at) WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "desk_agent" cascade;`)
    this.addSql(`drop table if exists "order_call" cascade;`)
    this.addSql(`drop index if exists "IDX_order_life_assigned_to_confirmation_state";`)
    this.addSql(
      `alter table if exists "order_life" drop column if exists "assigned_to", drop column if exists "assigned_at", drop column if exists "first_call_at", drop column if exists "last_call_at";`
    )
  }
}
