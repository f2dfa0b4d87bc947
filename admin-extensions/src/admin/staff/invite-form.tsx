import { Button, Input, Label } from "@medusajs/ui"
import type { StaffRole } from "@shop/contracts/staff-roles"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { RoleSelect } from "./role-select"
import { useStaffWrite } from "./use-permissions"

/** An invite sent with its role: the new member has it from the first login. */
export function InviteForm() {
  const { t } = useTranslation()
  const invite = useStaffWrite("invites")
  const [email, setEmail] = useState("")
  const [role, setRole] = useState<StaffRole>("agent")
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail("") })
  }
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} data-testid="staff-invite">
      <div className="flex min-w-64 flex-col gap-1">
        <Label size="small" htmlFor="staff-invite-email">
          {t("dzStaff.inviteEmail")}
        </Label>
        <Input id="staff-invite-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} data-testid="staff-invite-email" />
      </div>
      <div className="flex min-w-48 flex-col gap-1">
        <Label size="small">{t("dzStaff.role")}</Label>
        <RoleSelect value={role} onChange={setRole} testId="staff-invite-role" />
      </div>
      <Button size="small" type="submit" isLoading={invite.isPending} data-testid="staff-invite-submit">
        {t("dzStaff.invite")}
      </Button>
    </form>
  )
}
