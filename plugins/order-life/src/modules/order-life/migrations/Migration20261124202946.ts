import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261124202946 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_life" drop constraint if exists "order_life_order_id_unique";`);
    this.addSql(`create table if not exists "order_life" ("id" text not null, "order_id" text not null, "display_id" integer null, "version" integer not null default 0, "confirmation_state" text check ("confirmation_state" in ('to_confirm', 'no_answer', 'postponed', 'confirmed', 'cancelled')) not null default 'to_confirm', "delivery_state" text check ("delivery_state" in ('not_shipped', 'handed_over', 'in_transit', 'out_for_delivery', 'delivery_attempted', 'delivered', 'returning', 'returned', 'lost')) not null default 'not_shipped', "money_state" text check ("money_state" in ('to_collect', 'collected_by_courier', 'return_fee_due', 'remitted', 'refunded', 'written_off')) not null default 'to_collect', "delivery_kind" text check ("delivery_kind" in ('delivery', 'exchange')) not null default 'delivery', "attempts" integer not null default 0, "delivery_attempts" integer not null default 0, "postponed_until" timestamptz null, "cancel_reason" text null, "return_reason" text null, "customer_id" text null, "first_name" text not null, "last_name" text not null, "phone" text not null, "wilaya_code" integer not null, "commune_code" integer not null, "transporter_id" text null, "delivery_type" text null, "tracking_number" text null, "fulfillment_id" text null, "location_id" text null, "remittance_id" text null, "cash_to_collect" numeric null, "courier_fee" numeric null, "return_fee" numeric null, "handed_over_at" timestamptz null, "delivered_at" timestamptz null, "returned_at" timestamptz null, "raw_cash_to_collect" jsonb null, "raw_courier_fee" jsonb null, "raw_return_fee" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_life_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_life_order_id_unique" ON "order_life" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_deleted_at" ON "order_life" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_confirmation_state_created_at" ON "order_life" ("confirmation_state", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_delivery_state" ON "order_life" ("delivery_state") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_transporter_id_money_state" ON "order_life" ("transporter_id", "money_state") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_phone" ON "order_life" ("phone") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_customer_id" ON "order_life" ("customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_wilaya_code" ON "order_life" ("wilaya_code") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_tracking_number" ON "order_life" ("tracking_number") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "order_life_event" ("id" text not null, "order_id" text not null, "axis" text check ("axis" in ('confirmation', 'delivery', 'money')) not null, "from_state" text not null, "to_state" text not null, "actor_id" text null, "note" text null, "data" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_life_event_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_event_deleted_at" ON "order_life_event" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_event_order_id_created_at" ON "order_life_event" ("order_id", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_life_event_axis_to_state_created_at" ON "order_life_event" ("axis", "to_state", "created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_life" cascade;`);

    this.addSql(`drop table if exists "order_life_event" cascade;`);
  }

}
