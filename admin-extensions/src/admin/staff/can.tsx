import type { Permission } from "@shop/contracts/staff-roles"
import { Container, Heading, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useCan } from "./use-permissions"

/** Renders its children only when the caller's role has the permission (nothing while unknown). */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? <>{children}</> : null
}

/**
 * A whole screen for one permission: the screen, or a notice naming what the role lacks (the menu
 * entry stays: the admin-sdk's menu is static).
 */
export function ScreenFor({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation()
  const allowed = useCan(permission)
  if (allowed === undefined) return null
  if (allowed) return <>{children}</>
  return (
    <Container className="flex flex-col gap-2 px-6 py-4" data-testid="not-allowed">
      <Heading level="h2">{t("dzStaff.notAllowedTitle")}</Heading>
      <Text size="small" className="text-ui-fg-subtle">
        {t("dzStaff.notAllowed", { permission: t(`dzStaff.permissions.${permission}`) })}
      </Text>
    </Container>
  )
}

/** A route page shown only to roles with the permission (its queries do not even start otherwise). */
export const screenFor = (permission: Permission, Page: () => JSX.Element) =>
  function GuardedScreen() {
    return (
      <ScreenFor permission={permission}>
        <Page />
      </ScreenFor>
    )
  }
