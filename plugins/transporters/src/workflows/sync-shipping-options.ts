import { transform, when, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { createRemoteLinkStep, createShippingOptionsWorkflow, deleteShippingOptionsWorkflow, updateShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import { TRANSPORTER_MODULE } from "../modules/transporter"
import { planShippingOptionsStep, type PlanShippingOptionsInput } from "./steps/plan-shipping-options"

/**
 * Composition helper (call once per workflow): brings a transporter's shipping options in
 * line with its active flag and supported delivery types. Creation, renaming, deletion and
 * the link each run through a step with its own compensation, so a failure later in the
 * workflow undoes them.
 */
export function syncTransporterShippingOptions(input: WorkflowData<PlanShippingOptionsInput> | PlanShippingOptionsInput) {
  const plan = planShippingOptionsStep(input)

  when("create-transporter-shipping-options", { plan }, ({ plan }) => plan.create.length > 0).then(() => {
    const created = createShippingOptionsWorkflow.runAsStep({ input: plan.create })
    const links = transform({ created, input }, ({ created, input }) =>
      created.map((option: { id: string }) => ({
        [TRANSPORTER_MODULE]: { transporter_id: input.transporter_id },
        [Modules.FULFILLMENT]: { shipping_option_id: option.id },
      }))
    )
    createRemoteLinkStep(links)
  })

  when("rename-transporter-shipping-options", { plan }, ({ plan }) => plan.update.length > 0).then(() => {
    updateShippingOptionsWorkflow.runAsStep({ input: plan.update })
  })

  when("delete-transporter-shipping-options", { plan }, ({ plan }) => plan.delete.length > 0).then(() => {
    deleteShippingOptionsWorkflow.runAsStep({ input: { ids: plan.delete } })
  })

  return plan
}
