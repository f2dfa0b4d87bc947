import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"

export const DEMO_ADMIN = {
  email: process.env.ADMIN_EMAIL || "admin@dz-shop.local",
  password: process.env.ADMIN_PASSWORD || "dzshop-admin",
}

/** The demo back-office login, created once with the email/password provider. */
export async function seedAdminUser(container: MedusaContainer) {
  const userModule = container.resolve(Modules.USER)
  const authModule = container.resolve(Modules.AUTH)
  const [existing] = await userModule.listUsers({ email: DEMO_ADMIN.email })
  if (existing) return { created: false, ...DEMO_ADMIN }

  const { authIdentity, error } = await authModule.register("emailpass", {
    body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  })
  if (error || !authIdentity) throw new Error(`admin user: ${error}`)
  await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity.id, userData: { email: DEMO_ADMIN.email, first_name: "Admin", last_name: "Boutique" } },
  })
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`seed: admin user ${DEMO_ADMIN.email}`)
  return { created: true, ...DEMO_ADMIN }
}
