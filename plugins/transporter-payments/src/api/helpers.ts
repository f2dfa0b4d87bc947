import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { TRANSPORTER_PAYMENT_MODULE } from "../modules/transporter-payment"
import type TransporterPaymentModuleService from "../modules/transporter-payment/service"

/** The transporter fields this plugin reads from the transporters plugin's module (`transporter`). */
export type TransporterRef = { id: string; name: string; code: string }
export type TransporterReader = { listTransporters(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<TransporterRef[]> }

export const paymentsService = (req: AuthenticatedMedusaRequest) => req.scope.resolve<TransporterPaymentModuleService>(TRANSPORTER_PAYMENT_MODULE)
export const lifeService = (req: AuthenticatedMedusaRequest) => req.scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
export const actorOf = (req: AuthenticatedMedusaRequest) => req.auth_context?.actor_id ?? null

/** The transporter (a 404 naming the field when it does not exist), from the transporters plugin. */
export async function requireTransporter(req: AuthenticatedMedusaRequest, id: string) {
  const [t] = await req.scope.resolve<TransporterReader>("transporter").listTransporters({ id }, { select: ["id", "name", "code"] })
  if (!t) throw new MedusaError(MedusaError.Types.NOT_FOUND, `transporter_id: transporter ${id} not found`)
  return t
}

export const num = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100
