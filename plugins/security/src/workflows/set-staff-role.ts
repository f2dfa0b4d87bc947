import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { setStaffRoleStep, type SetStaffRoleInput } from "./steps/set-staff-role"

/** One lock for every role change: two owners demoting each other at once cannot leave none. */
export const STAFF_ROLES_LOCK = { key: "staff-roles", timeout: 5, ttl: 10 }

/** The owner gives a member of staff (or an invited address) a role. */
export const setStaffRoleWorkflow = createWorkflow("set-staff-role", (input: SetStaffRoleInput) => {
  acquireLockStep(STAFF_ROLES_LOCK)
  const result = setStaffRoleStep(input)
  releaseLockStep({ key: STAFF_ROLES_LOCK.key })
  return new WorkflowResponse(result)
})
