import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  createCustomerAddressesWorkflow,
  createCustomersWorkflow,
  releaseLockStep,
  updateCustomersWorkflow,
} from "@medusajs/medusa/core-flows"
import type { CodBuyer } from "../lib/customer-plan"
import { planCodCustomerStep } from "./steps/plan-cod-customer"

export type FindOrCreateCodCustomerInput = CodBuyer & { lock_owner: string }

/** The lock keys of a buyer: its phone, and its real e-mail (Medusa keeps guest e-mails unique). */
export const customerLockKeys = (buyer: Pick<CodBuyer, "phone" | "email">) => [
  `cod-customer:phone:${buyer.phone}`,
  ...(buyer.email?.trim() ? [`cod-customer:email:${buyer.email.trim().toLocaleLowerCase()}`] : []),
]

/**
 * The Medusa customer a cash-on-delivery order attaches to, found by the buyer's phone or created
 * with first and last name, phone, e-mail (real or synthetic) and the address; a customer found is
 * completed (missing name, phone, real e-mail) and gets the order's address when it is new. Medusa's
 * customer workflows do the writes, so each undoes itself when the order fails later.
 *
 * Two first orders from one phone at once: Medusa's customer table has no unique phone, so the
 * find-then-create runs under a lock on the phone (the locking module: Redis when configured) and
 * the second order finds the customer the first one made (decision 0037).
 */
export const findOrCreateCodCustomerWorkflow = createWorkflow("find-or-create-cod-customer", (input: FindOrCreateCodCustomerInput) => {
  acquireLockStep(
    transform({ input }, ({ input }) => ({ key: customerLockKeys(input), ownerId: input.lock_owner, timeout: 15, ttl: 30, executeOnSubWorkflow: true }))
  )

  const plan = planCodCustomerStep(
    transform({ input }, ({ input }) => ({
      phone: input.phone,
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      address: input.address,
    }))
  )

  const created = when("create-cod-customer", { plan }, ({ plan }) => plan.kind === "create").then(() =>
    createCustomersWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({ customersData: plan.kind === "create" ? [plan.customer] : [] })),
    })
  )
  when("complete-cod-customer", { plan }, ({ plan }) => plan.kind === "found" && !!plan.update).then(() =>
    updateCustomersWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        selector: { id: plan.kind === "found" ? plan.customer_id : "" },
        update: plan.kind === "found" ? (plan.update ?? {}) : {},
      })),
    })
  )
  when("add-cod-customer-address", { plan }, ({ plan }) => plan.kind === "found" && !!plan.address).then(() =>
    createCustomerAddressesWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        addresses: plan.kind === "found" && plan.address ? [{ ...plan.address, customer_id: plan.customer_id }] : [],
      })),
    })
  )

  releaseLockStep(transform({ input }, ({ input }) => ({ key: customerLockKeys(input), ownerId: input.lock_owner, executeOnSubWorkflow: true })))
  const customer_id = transform({ plan, created }, ({ plan, created }) => (plan.kind === "found" ? plan.customer_id : (created?.[0]?.id as string)))
  return new WorkflowResponse({ customer_id })
})
