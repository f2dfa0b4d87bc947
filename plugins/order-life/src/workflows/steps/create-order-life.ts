import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { OrderType } from "@shop/contracts/order-type"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_LIFE_MODULE } from "../../modules/order-life"
import type OrderLifeModuleService from "../../modules/order-life/service"

export type CreateOrderLifeInput = {
  order_id: string
  display_id?: number | null
  customer_id?: string | null
  first_name: string
  last_name: string
  phone: string
  wilaya_code: number
  commune_code: number
  transporter_id: string | null
  delivery_type: string | null
  /** How the order was taken (decision 0074); `online` when absent. */
  order_type?: OrderType
}

/**
 * A placed cash-on-delivery order starts its life: to confirm, not shipped, to collect, dealt to
 * the confirmation agent whose turn it is. The
 * caller links it to the order (`createRemoteLinkStep` with `[ORDER_LIFE_MODULE]: { order_life_id }`).
 * The compensation deletes it.
 */
export const createOrderLifeStep = createStep(
  "create-order-life",
  async (input: CreateOrderLifeInput, { container }) => {
    const service = container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
    let display_id = input.display_id ?? null
    if (display_id === null) {
      const { data } = await container
        .resolve(ContainerRegistrationKeys.QUERY)
        .graph({ entity: "order", fields: ["display_id"], filters: { id: input.order_id } })
      display_id = (data[0] as { display_id?: number | null } | undefined)?.display_id ?? null
    }
    // dealt at once to the agent on duty whose turn it is (decision 0068); unassigned when nobody is on duty
    const agent = await service.takeTurn()
    const life = await service.createOrderLives({
      ...input,
      display_id,
      customer_id: input.customer_id ?? null,
      order_type: input.order_type ?? "online",
      assigned_to: agent,
      assigned_at: agent ? new Date() : null,
    })
    await service.createOrderLifeEvents({
      order_id: input.order_id,
      axis: "confirmation",
      from_state: "none",
      to_state: "to_confirm",
      actor_id: null,
      note: null,
      data: null,
    })
    return new StepResponse(life, life.id)
  },
  async (id, { container }) => {
    if (!id) return
    const service = container.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
    const [life] = await service.listOrderLives({ id }, { select: ["id", "order_id"] })
    if (!life) return
    const events = await service.listOrderLifeEvents({ order_id: life.order_id }, { select: ["id"] })
    if (events.length) await service.deleteOrderLifeEvents(events.map((e) => e.id))
    await service.deleteOrderLives(id)
  }
)
