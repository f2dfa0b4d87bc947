import { createRemoteLinkStep, dismissRemoteLinkStep, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"

/** Sets who is assigned to a warehouse: links to add and to dismiss, both undone on failure. */
export const assignWarehouseStaffWorkflow = createWorkflow("assign-warehouse-staff", (input: { location_id: string; user_ids: string[] }) => {
  const { data: locations } = useQueryGraphStep({
    entity: "stock_location",
    fields: ["id", "users.id"],
    filters: { id: input.location_id },
  })
  const plan = transform({ locations, input }, ({ locations, input }) => {
    const current: string[] = (locations[0]?.users ?? []).map((u: { id: string }) => u.id)
    const link = (user_id: string) => ({ [Modules.USER]: { user_id }, [Modules.STOCK_LOCATION]: { stock_location_id: input.location_id } })
    return {
      add: input.user_ids.filter((id) => !current.includes(id)).map(link),
      remove: current.filter((id) => !input.user_ids.includes(id)).map(link),
    }
  })
  dismissRemoteLinkStep(transform({ plan }, ({ plan }) => plan.remove))
  createRemoteLinkStep(transform({ plan }, ({ plan }) => plan.add))
  return new WorkflowResponse(plan)
})
