import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../shared/sdk"
import type { CommuneOverride, StopDesk } from "./transporters"
import { TRANSPORTERS_KEY, base } from "./use-transporters"

/** The two per-commune lists of a transporter: commune overrides and stop-desks. */
const KINDS = {
  overrides: { path: "commune-overrides", list: "commune_overrides" },
  desks: { path: "stop-desks", list: "stop_desks" },
} as const
type Kind = keyof typeof KINDS
type Item<K extends Kind> = K extends "overrides" ? CommuneOverride : StopDesk

export function useTransporterItems<K extends Kind>(id: string, kind: K) {
  const { path, list } = KINDS[kind]
  return useQuery({
    queryKey: [...TRANSPORTERS_KEY, id, kind],
    queryFn: async () => {
      const data = await sdk.client.fetch<Record<string, unknown>>(`${base(id)}/${path}`, { query: { limit: 500 } })
      return data[list] as Item<K>[]
    },
  })
}

/** Create (no itemId) or update one item; errors are left to the form. */
export function useSaveTransporterItem(id: string, kind: Kind) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId?: string; body: Record<string, unknown> }) =>
      sdk.client.fetch(`${base(id)}/${KINDS[kind].path}${itemId ? `/${itemId}` : ""}`, { method: "POST", body }),
    onSuccess: () => {
      toast.success(t(`dzTransporters.toast.${kind}Saved`))
      return client.invalidateQueries({ queryKey: [...TRANSPORTERS_KEY, id, kind] })
    },
  })
}

export function useDeleteTransporterItem(id: string, kind: Kind) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (itemId: string) => sdk.client.fetch(`${base(id)}/${KINDS[kind].path}/${itemId}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success(t(`dzTransporters.toast.${kind}Deleted`))
      return client.invalidateQueries({ queryKey: [...TRANSPORTERS_KEY, id, kind] })
    },
    onError: (error: Error) => toast.error(t("dzTransporters.toast.error", { message: error.message })),
  })
}
