import { useQuery } from "@tanstack/react-query"
import type { AdminCodCustomerResponse, AdminCodCustomersResponse, RiskLevel } from "./customers"
import { sdk } from "../shared/sdk"

const KEY = ["dz-cod", "customers"] as const

export function useCustomers(filters: { q?: string; risk?: RiskLevel }) {
  const query = Object.fromEntries(Object.entries({ ...filters, limit: 100 }).filter(([, v]) => v !== undefined && v !== ""))
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: () => sdk.client.fetch<AdminCodCustomersResponse>("/admin/cod/customers", { query }),
    placeholderData: (previous) => previous,
  })
}

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: [...KEY, id],
    enabled: !!id,
    queryFn: () => sdk.client.fetch<AdminCodCustomerResponse>(`/admin/cod/customers/${id}`),
  })
}
