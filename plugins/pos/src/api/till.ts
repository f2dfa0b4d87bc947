import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { AdminPosMe } from "@shop/contracts/pos"
import type { TillContext } from "../workflows/pos-sale"
import { posService } from "./helpers"

/** The owner's till settings (one row `pos`, made with the defaults on first read). */
export async function tillSettings(req: AuthenticatedMedusaRequest): Promise<{ max_line_discount_percent: number }> {
  const pos = posService(req)
  const [row] = await pos.listPosSettings({ id: "pos" })
  if (row) return { max_line_discount_percent: Number(row.max_line_discount_percent) }
  const [made] = await pos.createPosSettings([{ id: "pos", max_line_discount_percent: 10 }]).catch(async () => pos.listPosSettings({ id: "pos" }))
  return { max_line_discount_percent: Number(made.max_line_discount_percent) }
}

/** Who is at the till (the staff member signed in) and the shop they are assigned to. */
export async function tillMe(req: AuthenticatedMedusaRequest): Promise<AdminPosMe> {
  const userId = req.auth_context.actor_id
  const user = await req.scope.resolve(Modules.USER).retrieveUser(userId, { select: ["id", "email", "first_name", "last_name"] })
  const [assignment] = await posService(req).listPosCashiers({ email: user.email.toLowerCase() })
  let shop: AdminPosMe["shop"] = null
  if (assignment) {
    const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "stock_location",
      fields: ["id", "name", "address.address_1", "address.city", "address.phone"],
      filters: { id: assignment.location_id },
    })
    const l = data[0] as { id: string; name: string; address?: { address_1?: string | null; city?: string | null; phone?: string | null } | null } | undefined
    if (l)
      shop = {
        location_id: l.id,
        name: l.name,
        address: [l.address?.address_1, l.address?.city].filter(Boolean).join(", ") || null,
        phone: l.address?.phone ?? null,
      }
  }
  const settings = await tillSettings(req)
  return {
    cashier: { user_id: user.id, email: user.email, first_name: user.first_name ?? null, last_name: user.last_name ?? null },
    shop,
    max_line_discount_percent: settings.max_line_discount_percent,
  }
}

/** The till's context for a sale, or null when the staff member is assigned to no shop. */
export async function tillContext(req: AuthenticatedMedusaRequest): Promise<(TillContext & { me: AdminPosMe }) | null> {
  const me = await tillMe(req)
  if (!me.shop) return null
  return {
    me,
    actor_id: me.cashier.user_id,
    cashier_name: [me.cashier.first_name, me.cashier.last_name].filter(Boolean).join(" ") || me.cashier.email,
    location: { id: me.shop.location_id, name: me.shop.name },
    max_line_discount_percent: me.max_line_discount_percent,
  }
}

/** The answer when the staff member has no shop: the till cannot sell. */
export const NOT_ASSIGNED = {
  type: "not_allowed",
  code: "not_assigned",
  message: "You are not assigned to a shop: the owner assigns cashiers to a shop (POST /admin/pos/cashiers)",
}
