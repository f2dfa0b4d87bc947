import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkAmount } from "../../../lib/rules"
import { recordTransporterPaymentWorkflow } from "../../../workflows/record-transporter-payment"
import { actorOf, num, paymentsService, requireTransporter } from "../../helpers"
import type { GetAdminTransporterPaymentsSchemaType, PostAdminTransporterPaymentSchemaType } from "../../validators"
import { MedusaError } from "@medusajs/framework/utils"
import type { InferTypeOf } from "@medusajs/framework/types"
import type { TransporterPayment } from "../../../modules/transporter-payment/models/transporter-payment"

type PaymentWithOrders = Omit<InferTypeOf<typeof TransporterPayment>, "orders"> & { orders?: { order_id: string; amount_expected: unknown }[] }

const shape = (p: PaymentWithOrders) => ({
  ...p,
  amount_expected: num(p.amount_expected),
  amount_received: num(p.amount_received),
  difference: num(p.difference),
  orders: (p.orders ?? []).map((o) => ({ order_id: o.order_id, amount_expected: num(o.amount_expected) })),
})

export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminTransporterPaymentsSchemaType>, res: MedusaResponse) {
  const q = req.validatedQuery
  const [payments, count] = await paymentsService(req).listAndCountTransporterPayments(q.transporter_id ? { transporter_id: q.transporter_id } : {}, {
    ...req.listConfig,
    relations: ["orders"],
    order: { paid_at: "DESC" },
  })
  res.json({ payments: payments.map(shape), count, limit: q.limit, offset: q.offset })
}

/** Records what a courier remitted for the selected delivered orders; each order can be paid once. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminTransporterPaymentSchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  const amount_received = checkAmount(body.amount_received, "amount_received")
  if (new Set(body.order_ids).size !== body.order_ids.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "order_ids: an order is selected twice", "invalid_data")
  }
  await requireTransporter(req, body.transporter_id)
  const { result } = await recordTransporterPaymentWorkflow(req.scope).run({
    input: { ...body, amount_received, paid_at: body.paid_at.toISOString(), note: body.note ?? null, actor_id: actorOf(req) },
  })
  const [payment] = await paymentsService(req).listTransporterPayments({ id: result.id }, { relations: ["orders"] })
  res.status(201).json({ payment: shape(payment) })
}
