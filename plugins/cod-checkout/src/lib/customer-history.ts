import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminCodCustomerSummary, RiskLevel } from "@shop/contracts/cod-customers"
import type { MoneyState } from "@shop/contracts/order-life"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/modules/order-life"
import { COD_MODULE } from "../modules/cod"
import type CodModuleService from "../modules/cod/service"
import { customerRisk, type LifeFacts } from "./customer-risk"
import { isSyntheticEmail } from "./normalize"

export const LIFE_FACT_FIELDS = [
  "order_id",
  "customer_id",
  "phone",
  "confirmation_state",
  "delivery_state",
  "cancel_reason",
  "return_reason",
  "cash_to_collect",
  "money_state",
  "created_at",
]

export type LifeRow = LifeFacts & {
  order_id: string
  customer_id: string | null
  phone: string
  money_state: MoneyState
  return_reason: string | null
  created_at: Date | string
}

/** The order lives of the given customers (all customers with one when `ids` is null), grouped by customer. */
export async function livesByCustomer(container: MedusaContainer, ids: string[] | null) {
  const lives = container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
  if (ids && !ids.length) return new Map<string, LifeRow[]>()
  const rows = (await lives.listOrderLives(ids ? { customer_id: ids } : { customer_id: { $ne: null } }, {
    select: LIFE_FACT_FIELDS,
    order: { created_at: "DESC" },
    take: null,
  })) as unknown as LifeRow[]
  const by = new Map<string, LifeRow[]>()
  for (const r of rows) if (r.customer_id) by.set(r.customer_id, [...(by.get(r.customer_id) ?? []), r])
  return by
}

/** The refusal threshold of the shop's settings (plugin option or COD_REFUSALS_FLAG_THRESHOLD). */
export const refusalThreshold = (container: MedusaContainer) => container.resolve<CodModuleService>(COD_MODULE).settings().refusals_flag_threshold

type CustomerRow = { id: string; first_name: string | null; last_name: string | null; phone: string | null; email: string | null; created_at: Date | string }

/** A customer's line in the admin: who, their counts, what they paid, their risk and flag. */
export function customerSummary(c: CustomerRow, lives: LifeFacts[], threshold: number): AdminCodCustomerSummary {
  const r = customerRisk(lives, threshold)
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone,
    email: c.email && !isSyntheticEmail(c.email) ? c.email : null,
    created_at: new Date(c.created_at).toISOString(),
    counts: r.counts,
    total_collected: r.total_collected,
    level: r.level,
    delivery_rate: r.delivery_rate,
    flag: r.flag,
  }
}

/** The customers (among those who ordered) whose orders give `level`: what a risk filter keeps. */
export async function customerIdsWithRisk(container: MedusaContainer, level: RiskLevel) {
  const threshold = refusalThreshold(container)
  const lives = await livesByCustomer(container, null)
  return [...lives].filter(([, l]) => customerRisk(l, threshold).level === level).map(([id]) => id)
}

/** Risk level and flag of each given customer (the call queue shows them beside the buyer). */
export async function risksOf(container: MedusaContainer, ids: (string | null | undefined)[]) {
  const threshold = refusalThreshold(container)
  const wanted = [...new Set(ids.filter((id): id is string => !!id))]
  const lives = await livesByCustomer(container, wanted)
  return new Map(
    wanted.map((id) => {
      const r = customerRisk(lives.get(id) ?? [], threshold)
      return [id, { level: r.level, delivery_rate: r.delivery_rate, flag: r.flag }]
    })
  )
}
