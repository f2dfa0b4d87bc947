import { model } from "@medusajs/framework/utils"
import { STAFF_ROLES } from "@shop/contracts/staff-roles"

/**
 * The role of a member of staff, keyed by e-mail (decision 0049): the owner can give a role to an
 * address before its invite is accepted, and the role applies from the first login. No row means
 * owner (the shop's first admin and every account made before roles existed).
 */
export const StaffRole = model
  .define("staff_role", {
    id: model.id({ prefix: "srole" }).primaryKey(),
    email: model.text(),
    role: model.enum([...STAFF_ROLES]),
  })
  .indexes([{ on: ["email"], unique: true, where: "deleted_at IS NULL" }])
