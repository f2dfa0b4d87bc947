import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, createInvitesWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { STAFF_ROLES_LOCK } from "./set-staff-role"
import { setStaffRoleStep, type SetStaffRoleInput } from "./steps/set-staff-role"

/**
 * An invite sent with its role: the role row first, then Medusa's invite. The invited person has
 * the role from their first login (never a moment as owner); if the invite fails, the role goes.
 */
export const inviteStaffWorkflow = createWorkflow("invite-staff", (input: SetStaffRoleInput) => {
  acquireLockStep(STAFF_ROLES_LOCK)
  const role = setStaffRoleStep(input)
  const invites = createInvitesWorkflow.runAsStep({
    input: transform({ input }, ({ input }) => ({ invites: [{ email: input.email.toLowerCase() }] })),
  })
  releaseLockStep({ key: STAFF_ROLES_LOCK.key })
  return new WorkflowResponse(transform({ role, invites }, ({ role, invites }) => ({ ...role, invite_id: invites[0].id })))
})
