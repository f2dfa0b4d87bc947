export { setStaffRoleWorkflow } from "./set-staff-role"
export { inviteStaffWorkflow } from "./invite-staff"
