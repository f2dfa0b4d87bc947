import { useQuery } from "@tanstack/react-query"
import { requestJson } from "../shared/api"
import type { DashboardStats } from "./dashboard"

/** GET /admin/dashboard for a date range (Algiers days, both included). */
export const useDashboard = (from: string, to: string) =>
  useQuery({
    queryKey: ["dz-dashboard", from, to],
    queryFn: () => requestJson<DashboardStats>(`/admin/dashboard?${new URLSearchParams({ from, to })}`, { method: "GET" }),
    enabled: !!from && !!to && from <= to,
    placeholderData: (previous) => previous,
  })
