import { Module } from "@medusajs/framework/utils"
import StaffRolesModuleService from "./service"

export const STAFF_ROLES_MODULE = "staffRoles"

export default Module(STAFF_ROLES_MODULE, { service: StaffRolesModuleService })
export { StaffRolesModuleService }
export type { StaffRoleRow } from "./service"
