import { Select } from "@medusajs/ui"
import { STAFF_ROLES, type StaffRole } from "@shop/contracts/staff-roles"
import { useTranslation } from "react-i18next"

/** One of the four roles, named in the admin's language. */
export function RoleSelect({ value, onChange, disabled, testId }: { value: StaffRole; onChange: (r: StaffRole) => void; disabled?: boolean; testId: string }) {
  const { t } = useTranslation()
  return (
    <Select value={value} onValueChange={(v) => onChange(v as StaffRole)} disabled={disabled}>
      <Select.Trigger data-testid={testId}>
        <Select.Value />
      </Select.Trigger>
      <Select.Content>
        {STAFF_ROLES.map((r) => (
          <Select.Item key={r} value={r} data-testid={`${testId}-${r}`}>
            {t(`dzStaff.roles.${r}`)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select>
  )
}
