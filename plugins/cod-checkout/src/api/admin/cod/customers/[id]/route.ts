import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ICustomerModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { AdminCodCustomerResponse } from "@shop/contracts/cod-customers"
import { customerSummary, livesByCustomer, refusalThreshold } from "../../../../../lib/customer-history"

type OrderRow = { id: string; display_id: number | null; total: number | string | null; currency_code: string | null } | null

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v))
const meta = (m: Record<string, unknown> | null | undefined, k: string) => (m && m[k] !== undefined && m[k] !== null ? Number(m[k]) : null)

/** A customer's page: who, where (addresses with wilaya and commune), their orders with the three states, counts, risk and flag. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminCodCustomerResponse>) {
  const customers = req.scope.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  // retrieveCustomer answers 404 for an unknown id
  const c = await customers.retrieveCustomer(req.params.id, { relations: ["addresses"] })
  const lives = (await livesByCustomer(req.scope, [c.id])).get(c.id) ?? []
  const { data } = lives.length
    ? await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "order",
        fields: ["id", "display_id", "total", "currency_code"],
        filters: { id: lives.map((l) => l.order_id) },
      })
    : { data: [] }
  const orders = new Map((data as OrderRow[]).filter((o) => !!o).map((o) => [o!.id, o!]))
  res.json({
    customer: {
      ...customerSummary(c, lives, refusalThreshold(req.scope)),
      addresses: (c.addresses ?? []).map((a) => ({
        id: a.id,
        address_1: a.address_1 ?? null,
        city: a.city ?? null,
        province: a.province ?? null,
        wilaya_code: meta(a.metadata, "wilaya_code"),
        commune_code: meta(a.metadata, "commune_code"),
      })),
    },
    orders: lives.map((l) => {
      const o = orders.get(l.order_id)
      return {
        order_id: l.order_id,
        display_id: o?.display_id ?? null,
        created_at: new Date(l.created_at).toISOString(),
        // Frozen at hand-over when the parcel left: Medusa lowers its own total once a return is received.
        total: num(l.cash_to_collect) ?? num(o?.total),
        currency_code: o?.currency_code ?? null,
        confirmation_state: l.confirmation_state,
        delivery_state: l.delivery_state,
        money_state: l.money_state,
        cash_to_collect: num(l.cash_to_collect),
        cancel_reason: l.cancel_reason ?? null,
        return_reason: l.return_reason ?? null,
      }
    }),
  })
}
