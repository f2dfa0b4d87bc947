import { Checkbox, Label, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { requestJson } from "../shared/api"

type User = { id: string; email: string; first_name: string | null; last_name: string | null }

/**
 * The employee assignment of one warehouse (spec §2: changing the selection submits the form):
 * each tick sends the whole new selection; the assigned users then see this warehouse first.
 */
export function WarehouseStaff({ warehouseId, staff }: { warehouseId: string; staff: string[] }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const users = useQuery({ queryKey: ["dz-ops", "users"], queryFn: () => requestJson<{ users: User[] }>("/admin/users?limit=100", { method: "GET" }) })
  const save = useMutation({
    mutationFn: (user_ids: string[]) => requestJson(`/admin/warehouses/${warehouseId}/staff`, { method: "POST", body: { user_ids } }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ["dz-ops", "warehouses"] })
      toast.success(t("dzOps.messages.titleSuccess"), { description: t("dzOps.warehouse.staffSaved") })
    },
    onError: (e) => toast.error(t("dzOps.messages.titleError"), { description: e.message }),
  })
  const toggle = (id: string, on: boolean) => save.mutate(on ? [...staff, id] : staff.filter((x) => x !== id))

  return (
    <div className="flex flex-col gap-2" data-testid="warehouse-staff">
      <Text size="small" weight="plus">
        {t("dzOps.warehouse.staff")}
      </Text>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {(users.data?.users ?? []).map((u) => (
          <div key={u.id} className="flex items-center gap-2">
            <Checkbox
              id={`staff-${u.id}`}
              checked={staff.includes(u.id)}
              disabled={save.isPending}
              onCheckedChange={(on) => toggle(u.id, on === true)}
              data-testid={`warehouse-staff-${u.email}`}
            />
            <Label size="small" htmlFor={`staff-${u.id}`}>
              {[u.first_name, u.last_name].filter(Boolean).join(" ") || u.email}
            </Label>
          </div>
        ))}
      </div>
    </div>
  )
}
