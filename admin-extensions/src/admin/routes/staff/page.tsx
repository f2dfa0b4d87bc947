import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Users } from "@medusajs/icons"
import { Badge, Container, Heading, Table, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ScreenFor } from "../../staff/can"
import { InviteForm } from "../../staff/invite-form"
import { RoleSelect } from "../../staff/role-select"
import { useCan, useStaff, useStaffWrite } from "../../staff/use-permissions"
import { RTL_TABLE } from "../../shared/rtl-table"
import { StateLine } from "../../shared/state-line"

/**
 * Staff and roles (issue 17 item 5, decision 0049): every member of staff and pending invite with
 * their role; the owner changes a role (applied on the member's next request) or invites with one.
 */
const StaffPage = () => {
  const { t } = useTranslation()
  const staff = useStaff(useCan("users.manage") === true)
  const save = useStaffWrite("roles")
  const list = staff.data?.staff ?? []
  const state = staff.isLoading ? t("dzStaff.loading") : staff.error ? t("dzStaff.loadError", { message: staff.error.message }) : null

  return (
    <ScreenFor permission="users.manage">
      <Container className="divide-y p-0">
        <div className="flex flex-col gap-3 px-6 py-4">
          <Heading level="h1">{t("dzStaff.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle max-w-3xl">
            {t("dzStaff.description")}
          </Text>
          <InviteForm />
        </div>
        <StateLine message={state} isError={!!staff.error} testId="staff-state" />
        {!!list.length && (
          <Table className={RTL_TABLE}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t("dzStaff.member")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzStaff.email")}</Table.HeaderCell>
                <Table.HeaderCell>{t("dzStaff.role")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((m) => (
                <Table.Row key={m.email} data-testid={`staff-row-${m.email}`}>
                  <Table.Cell>
                    {[m.first_name, m.last_name].filter(Boolean).join(" ") || "—"}{" "}
                    {!m.accepted && (
                      <Badge size="2xsmall" color="orange">
                        {t("dzStaff.pending")}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell dir="ltr" className="text-start">
                    {m.email}
                  </Table.Cell>
                  <Table.Cell className="w-56">
                    <RoleSelect
                      value={m.role}
                      disabled={save.isPending}
                      onChange={(role) => save.mutate({ email: m.email, role })}
                      testId={`staff-role-${m.email}`}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        )}
      </Container>
    </ScreenFor>
  )
}

export const config = defineRouteConfig({ rank: 23, label: "dzStaff.menu", translationNs: "translation", icon: Users })

export default StaffPage
