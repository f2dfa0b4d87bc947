import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deliverOrderWorkflow, returnOrderWorkflow, shipOrderWorkflow } from "../../../../../workflows/order-delivery"
import { actorOf, paymentsService } from "../../../../helpers"
import type { PostAdminOrderDeliverySchemaType } from "../../../../validators"

const WORKFLOWS = { shipped: shipOrderWorkflow, delivered: deliverOrderWorkflow, returned: returnOrderWorkflow }

async function view(req: AuthenticatedMedusaRequest) {
  const s = paymentsService(req)
  const [delivery] = await s.listOrderDeliveries({ order_id: req.params.id })
  const [paid] = await s.listPaymentOrders({ order_id: req.params.id }, { relations: ["payment"] })
  return delivery ? { ...delivery, payment_id: paid?.payment?.id ?? null, paid: !!paid } : null
}

/** The order's delivery with its courier (null before it is shipped). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json({ delivery: await view(req) })
}

/** Moves the order to shipped, delivered or returned (a refused transition is a 400 on `status`). */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminOrderDeliverySchemaType>, res: MedusaResponse) {
  const { status } = req.validatedBody
  await WORKFLOWS[status](req.scope).run({ input: { order_id: req.params.id, status, actor_id: actorOf(req) } })
  res.json({ delivery: await view(req) })
}
