import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { AdminPosCustomers } from "@shop/contracts/pos"
import { normalizePhone } from "@shop/shared/phone"
import { customerOut } from "../../../../workflows/pos-sale"

/**
 * GET /admin/pos/customers?q=: customers whose name, e-mail or phone holds `q` (3 characters at least,
 * the spec's rule), 20 at most, a phone typed in any Algerian form found by its normal form.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminPosCustomers | object>) {
  const q = String((req.query as { q?: unknown }).q ?? "").trim()
  if (q.length < 3)
    return void res.status(400).json({
      type: "invalid_data",
      message: "q: customer search needs at least 3 characters",
      errors: [{ field: "q", code: "too_short", message: "customer search needs at least 3 characters" }],
    })
  const phone = normalizePhone(q)
  const found = await req.scope.resolve(Modules.CUSTOMER).listCustomers((phone ? { phone } : { q: q.slice(0, 100) }) as never, {
    select: ["id", "first_name", "last_name", "phone", "email", "metadata"],
    take: 20,
    order: { created_at: "DESC" },
  })
  res.json({ customers: found.map(customerOut) })
}
