import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminTransporterPayment } from "@shop/contracts/transporter-payments"
import { checkAmount } from "../../../lib/rules"
import { checkReceived } from "../../../lib/received"
import { livesOf } from "../../life-reader"
import { recordTransporterPaymentWorkflow } from "../../../workflows/record-transporter-payment"
import { actorOf, num, paymentsService, requireTransporter } from "../../helpers"
import type { GetAdminTransporterPaymentsSchemaType, PostAdminTransporterPaymentSchemaType } from "../../validators"
import { MedusaError } from "@medusajs/framework/utils"
import type { InferTypeOf } from "@medusajs/framework/types"
import type { TransporterPayment } from "../../../modules/transporter-payment/models/transporter-payment"

type PaymentWithOrders = Omit<InferTypeOf<typeof TransporterPayment>, "orders"> & {
  orders?: { order_id: string; amount_expected: unknown; amount_received?: unknown; difference?: unknown }[]
}

const orNull = (v: unknown) => (v === null || v === undefined ? null : num(v))

/** A payment with, per parcel, its order number, expected, received (from the statement) and difference. */
const shape = (p: PaymentWithOrders, lives: Map<string, { display_id?: number | null }>): AdminTransporterPayment => ({
  id: p.id,
  transporter_id: p.transporter_id,
  reference: p.reference,
  paid_at: new Date(p.paid_at).toISOString(),
  note: p.note ?? null,
  created_at: new Date(p.created_at).toISOString(),
  amount_expected: num(p.amount_expected),
  amount_received: num(p.amount_received),
  difference: num(p.difference),
  orders: (p.orders ?? []).map((o) => ({
    order_id: o.order_id,
    display_id: lives.get(o.order_id)?.display_id ?? null,
    amount_expected: num(o.amount_expected),
    amount_received: orNull(o.amount_received),
    difference: orNull(o.difference),
  })),
})

const shapeAll = async (req: AuthenticatedMedusaRequest, payments: PaymentWithOrders[]) => {
  const lives = await livesOf(
    req,
    payments.flatMap((p) => (p.orders ?? []).map((o) => o.order_id))
  )
  return payments.map((p) => shape(p, lives))
}

export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminTransporterPaymentsSchemaType>, res: MedusaResponse) {
  const q = req.validatedQuery
  const [payments, count] = await paymentsService(req).listAndCountTransporterPayments(q.transporter_id ? { transporter_id: q.transporter_id } : {}, {
    ...req.listConfig,
    relations: ["orders"],
    order: { paid_at: "DESC" },
  })
  res.json({ payments: await shapeAll(req, payments), count, limit: q.limit, offset: q.offset })
}

/** Records what a courier remitted for the selected delivered orders; each order can be paid once. */
export async function POST(req: AuthenticatedMedusaRequest<PostAdminTransporterPaymentSchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  const amount_received = checkAmount(body.amount_received, "amount_received")
  if (new Set(body.order_ids).size !== body.order_ids.length) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "order_ids: an order is selected twice", "invalid_data")
  }
  const received = checkReceived(body.received, body.order_ids)
  await requireTransporter(req, body.transporter_id)
  const { result } = await recordTransporterPaymentWorkflow(req.scope).run({
    input: { ...body, amount_received, received, paid_at: body.paid_at.toISOString(), note: body.note ?? null, actor_id: actorOf(req) },
  })
  const [payment] = await paymentsService(req).listTransporterPayments({ id: result.id }, { relations: ["orders"] })
  res.status(201).json({ payment: (await shapeAll(req, [payment]))[0] })
}
