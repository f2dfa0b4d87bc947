import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../shared/sdk"
import type { AdminCommunesResponse, AdminWilayasResponse } from "@shop/contracts/geo"
import type { AdminWilaya } from "./types"

const KEY = ["dz-geo"] as const

export function useWilayas(q: string) {
  return useQuery({
    queryKey: [...KEY, "wilayas", q],
    queryFn: () =>
      sdk.client.fetch<AdminWilayasResponse>("/admin/wilayas", {
        query: { limit: 100, ...(q ? { q } : {}) },
      }),
    placeholderData: (previous) => previous,
  })
}

export function useWilaya(code: number) {
  return useQuery({
    queryKey: [...KEY, "wilaya", code],
    queryFn: () => sdk.client.fetch<{ wilaya: AdminWilaya }>(`/admin/wilayas/${code}`),
  })
}

export function useCommunes(code: number, q: string) {
  return useQuery({
    queryKey: [...KEY, "communes", code, q],
    queryFn: () =>
      sdk.client.fetch<AdminCommunesResponse>(`/admin/wilayas/${code}/communes`, {
        query: { limit: 500, ...(q ? { q } : {}) },
      }),
    placeholderData: (previous) => previous,
  })
}

/**
 * Switches `deliverable` on a wilaya or a commune. The switch moves at once; on failure
 * it moves back and a toast says why. Every geography query is refreshed afterwards
 * (commune counts on the list depend on commune switches).
 */
export function useToggleDeliverable(kind: "wilaya" | "commune") {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ target, deliverable }: { target: string | number; name: string; deliverable: boolean }) =>
      sdk.client.fetch(kind === "wilaya" ? `/admin/wilayas/${target}` : `/admin/communes/${target}`, {
        method: "POST",
        body: { deliverable },
      }),
    onMutate: async ({ target, deliverable }) => {
      await client.cancelQueries({ queryKey: KEY })
      const snapshot = client.getQueriesData({ queryKey: KEY })
      // the cached answers under KEY: lists of wilayas or communes, or one wilaya
      type Row = { code?: number; id?: string; deliverable?: boolean }
      type Cached = { wilayas?: Row[]; communes?: Row[]; wilaya?: Row } | undefined
      client.setQueriesData<Cached>({ queryKey: KEY }, (data) => {
        if (!data) return data
        const flip = (row: Row): Row => ((kind === "wilaya" ? row.code === target : row.id === target) ? { ...row, deliverable } : row)
        if (data.wilayas && kind === "wilaya") return { ...data, wilayas: data.wilayas.map(flip) }
        if (data.communes && kind === "commune") return { ...data, communes: data.communes.map(flip) }
        if (data.wilaya && kind === "wilaya") return { ...data, wilaya: flip(data.wilaya) }
        return data
      })
      return { snapshot }
    },
    onError: (error: Error, _vars, context) => {
      context?.snapshot.forEach(([key, data]) => client.setQueryData<unknown>(key, data))
      toast.error(t("dzGeo.toast.error", { message: error.message }))
    },
    onSuccess: (_data, { name, deliverable }) => {
      toast.success(t(deliverable ? "dzGeo.toast.on" : "dzGeo.toast.off", { name }))
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
