import { z } from "@medusajs/framework/zod"
import { STAFF_ROLES, type PostAdminStaffRole } from "@shop/contracts/staff-roles"

/** The contract's PostAdminStaffRole in Medusa's zod: an address and one of the four roles. */
export const PostAdminStaffRoleSchema = z
  .object({
    email: z.string().trim().toLowerCase().email().max(320),
    role: z.enum(STAFF_ROLES),
  })
  .strict()
export type PostAdminStaffRoleBody = z.infer<typeof PostAdminStaffRoleSchema> & PostAdminStaffRole
