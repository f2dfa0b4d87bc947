import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { FilterableCustomerProps, ICustomerModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { AdminCodCustomersResponse } from "@shop/contracts/cod-customers"
import { customerIdsWithRisk, customerSummary, livesByCustomer, refusalThreshold } from "../../../../lib/customer-history"
import type { GetAdminCodCustomers } from "../../../validators"

const FIELDS = ["id", "first_name", "last_name", "phone", "email", "created_at"]

/**
 * Customers, newest first, with their counts and risk; `q` searches Medusa's customer fields (name,
 * e-mail, phone). `risk` keeps the customers whose orders give that level: the risk is computed from
 * the order lives, not stored, so a risk filter reads the lives of every customer who ordered
 * (decision 0037).
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, GetAdminCodCustomers>, res: MedusaResponse<AdminCodCustomersResponse>) {
  const { q, risk } = req.validatedQuery
  const limit = req.listConfig.take ?? 50
  const offset = req.listConfig.skip ?? 0
  const customers = req.scope.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  const threshold = refusalThreshold(req.scope)
  const filters: Record<string, unknown> = {}
  if (q) filters.q = q
  if (risk) filters.id = await customerIdsWithRisk(req.scope, risk)
  const [rows, count] = await customers.listAndCountCustomers(filters as FilterableCustomerProps, {
    select: FIELDS,
    order: { created_at: "DESC" },
    take: limit,
    skip: offset,
  })
  const lives = await livesByCustomer(
    req.scope,
    rows.map((c) => c.id)
  )
  res.json({ customers: rows.map((c) => customerSummary(c, lives.get(c.id) ?? [], threshold)), count, limit, offset })
}
