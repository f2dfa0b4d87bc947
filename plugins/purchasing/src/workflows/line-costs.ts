import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, generateEntityId, MathBN } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"

/**
 * Keeps each line of an order with what a unit cost the shop at the time of sale (the variant's supply
 * price then), once: a line kept before is left as it was (a replayed event, a till sale synced twice).
 */
export async function recordOrderLineCosts(container: MedusaContainer, orderId: string): Promise<number> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "items.id", "items.variant_id", "items.quantity"],
    filters: { id: orderId },
  })
  const items = ((data[0] as { items?: ({ id: string; variant_id: string | null; quantity: unknown } | null)[] } | undefined)?.items ?? []).filter(
    (i): i is { id: string; variant_id: string | null; quantity: unknown } => !!i
  )
  if (!items.length) return 0
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const variantIds = [...new Set(items.map((i) => i.variant_id).filter((v): v is string => !!v))]
  const costs = new Map<string, string | null>(
    variantIds.length
      ? (await pg("variant_price_set").whereIn("variant_id", variantIds).whereNull("deleted_at").select("variant_id", "supply_price")).map(
          (r: { variant_id: string; supply_price: string | null }) => [r.variant_id, r.supply_price]
        )
      : []
  )
  const rows = items.map((i) => {
    const cost = i.variant_id ? (costs.get(i.variant_id) ?? null) : null
    return {
      id: generateEntityId(undefined, "olc"),
      order_id: orderId,
      line_item_id: i.id,
      variant_id: i.variant_id,
      // the order module gives quantities as big numbers
      quantity: MathBN.convert(i.quantity as never).toNumber(),
      unit_cost: cost,
      raw_unit_cost: cost === null ? null : JSON.stringify({ value: String(cost), precision: 20 }),
    }
  })
  const inserted = await pg.raw(`? ON CONFLICT (line_item_id) WHERE deleted_at IS NULL DO NOTHING RETURNING id`, [pg("order_line_cost").insert(rows)])
  return (inserted as { rows: unknown[] }).rows.length
}
