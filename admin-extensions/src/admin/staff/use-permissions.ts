import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AdminMyPermissions, AdminStaffList, Permission, PostAdminStaffRole } from "@shop/contracts/staff-roles"
import { useTranslation } from "react-i18next"
import { requestJson } from "../shared/api"

const KEY = ["dz-staff"] as const

/** The caller's role and permissions (GET /admin/me/permissions), read once a minute at most. */
export const useMyPermissions = () =>
  useQuery({
    queryKey: [...KEY, "me"],
    queryFn: () => requestJson<AdminMyPermissions>("/admin/me/permissions", { method: "GET" }),
    staleTime: 60_000,
  })

/**
 * Whether the caller may do this: `undefined` while the answer is on its way (hide the button
 * until then). The server refuses anyway; hiding only spares staff a button that would answer 403.
 */
export function useCan(permission: Permission): boolean | undefined {
  const me = useMyPermissions()
  return me.data ? me.data.permissions.includes(permission) : undefined
}

export const useStaff = (enabled: boolean) =>
  useQuery({ queryKey: [...KEY, "list"], enabled, queryFn: () => requestJson<AdminStaffList>("/admin/staff", { method: "GET" }) })

/** A role change or an invite with its role (POST /admin/staff/roles or /admin/staff/invites). */
export function useStaffWrite(kind: "roles" | "invites") {
  const { t } = useTranslation()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: PostAdminStaffRole) => requestJson(`/admin/staff/${kind}`, { method: "POST", body }),
    onSuccess: (_, body) => {
      client.invalidateQueries({ queryKey: KEY })
      toast.success(t("dzStaff.saved"), { description: t(kind === "roles" ? "dzStaff.roleSaved" : "dzStaff.invited", { email: body.email }) })
    },
    onError: (e) => toast.error(t("dzStaff.failed"), { description: e.message }),
  })
}
