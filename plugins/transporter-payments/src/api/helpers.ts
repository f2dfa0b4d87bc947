import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { ZodTypeAny, z } from "@medusajs/framework/zod"
import { TRANSPORTER_PAYMENT_MODULE } from "../modules/transporter-payment"
import type TransporterPaymentModuleService from "../modules/transporter-payment/service"

export const paymentsService = (req: AuthenticatedMedusaRequest) => req.scope.resolve<TransporterPaymentModuleService>(TRANSPORTER_PAYMENT_MODULE)
export const actorOf = (req: AuthenticatedMedusaRequest) => req.auth_context?.actor_id ?? null

/** Parses a body or query, answering 400 with the offending field named. */
export function parseOrThrow<S extends ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]
    const field = issue.path.length ? issue.path.join(".") : "body"
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `${field}: ${issue.message}`, "invalid_data")
  }
  return result.data
}

/** The transporter (a 404 naming the field when it does not exist), from the transporters plugin. */
export async function requireTransporter(req: AuthenticatedMedusaRequest, id: string) {
  const [t] = await req.scope.resolve<any>("transporter").listTransporters({ id }, { select: ["id", "name", "code"] })
  if (!t) throw new MedusaError(MedusaError.Types.NOT_FOUND, `transporter_id: transporter ${id} not found`)
  return t as { id: string; name: string; code: string }
}

export const num = (v: unknown) => Math.round(Number(v ?? 0) * 100) / 100
