import type { FilterableCustomerProps, ICustomerModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { type CodBuyer, type KnownCustomer, planCodCustomer } from "../../lib/customer-plan"
import { syntheticEmail } from "../../lib/normalize"

const FIELDS = ["id", "email", "phone", "first_name", "last_name", "has_account", "created_at", "addresses.address_1", "addresses.metadata"]

/**
 * Reads what the shop holds for the buyer (customers with that phone, the legacy guest of its synthetic
 * e-mail, the guest holding its real e-mail) and plans who the order's customer is (`planCodCustomer`).
 * Read only: nothing to undo. Runs under the phone's lock (see `find-or-create-cod-customer.ts`).
 */
export const planCodCustomerStep = createStep("plan-cod-customer", async (buyer: CodBuyer, { container }) => {
  const customers = container.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  const list = (filters: Record<string, unknown>) =>
    customers.listCustomers(filters as FilterableCustomerProps, { select: FIELDS, relations: ["addresses"], order: { created_at: "ASC" }, take: 5 }) as Promise<
      KnownCustomer[]
    >
  const email = buyer.email?.trim() || null
  // Medusa's typed filters have no `phone`, but the customer table has the column and the service filters on it.
  const [byPhone, legacy, owners] = await Promise.all([
    list({ phone: buyer.phone }),
    list({ email: syntheticEmail(buyer.phone), has_account: false }),
    email ? list({ email, has_account: false }) : Promise.resolve([]),
  ])
  return new StepResponse(planCodCustomer(buyer, { by_phone: byPhone, legacy_guest: legacy[0] ?? null, email_owner: owners[0] ?? null }))
})
