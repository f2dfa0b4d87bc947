import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { NO_SOURCE } from "@shop/contracts/attribution"

type Pg = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: { id: string }[] }> }

/** The most orders one source filter hands to the queue's list (the queue is read a page at a time). */
const MAX_IDS = 20_000

/**
 * The orders brought by a source and/or campaign (decision 0073): their last touch's utm_source and
 * utm_campaign as the order form kept them in the order's metadata; `(none)` matches orders without.
 */
export async function orderIdsBySource(scope: MedusaContainer, by: { source?: string; campaign?: string }): Promise<string[]> {
  const where: string[] = []
  const bindings: unknown[] = []
  for (const [key, value] of [
    ["utm_source", by.source],
    ["utm_campaign", by.campaign],
  ] as const) {
    if (value === undefined) continue
    if (value === NO_SOURCE) where.push(`coalesce(metadata -> 'attribution' ->> '${key}', '') = ''`)
    else {
      where.push(`metadata -> 'attribution' ->> '${key}' = ?`)
      bindings.push(value)
    }
  }
  if (!where.length) return []
  const pg = scope.resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await pg.raw(
    `SELECT id FROM "order" WHERE deleted_at IS NULL AND ${where.join(" AND ")} ORDER BY created_at DESC LIMIT ${MAX_IDS}`,
    bindings
  )
  return rows.map((r) => r.id)
}
