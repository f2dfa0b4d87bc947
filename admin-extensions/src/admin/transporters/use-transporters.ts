import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../shared/sdk"
import { uploadImages } from "../shared/upload-images"
import type { AdminTransporterResponse, AdminTransportersResponse, Transporter, TransporterInput } from "./transporters"

export const TRANSPORTERS_KEY = ["dz-transporters"] as const
export const base = (id: string) => `/admin/transporters/${id}`

export function useTransporters() {
  return useQuery({
    queryKey: [...TRANSPORTERS_KEY, "list"],
    queryFn: () => sdk.client.fetch<AdminTransportersResponse>("/admin/transporters", { query: { limit: 100 } }),
  })
}

export function useTransporter(id: string) {
  return useQuery({
    queryKey: [...TRANSPORTERS_KEY, id],
    queryFn: () => sdk.client.fetch<AdminTransporterResponse>(base(id)),
  })
}

/** Creates (no id) or updates a transporter; errors are left to the form, which shows them by field. */
export function useSaveTransporter(id?: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: Partial<TransporterInput>) =>
      sdk.client.fetch<AdminTransporterResponse>(id ? base(id) : "/admin/transporters", { method: "POST", body }),
    onSuccess: ({ transporter }) => {
      toast.success(t(id ? "dzTransporters.toast.updated" : "dzTransporters.toast.created", { name: transporter.name }))
      return client.invalidateQueries({ queryKey: TRANSPORTERS_KEY })
    },
  })
}

export function useDeleteTransporter() {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (transporter: Transporter) => sdk.client.fetch(base(transporter.id), { method: "DELETE" }),
    onSuccess: (_data, transporter) => {
      toast.success(t("dzTransporters.toast.deleted", { name: transporter.name }))
      client.removeQueries({ queryKey: [...TRANSPORTERS_KEY, transporter.id] })
      return client.invalidateQueries({ queryKey: [...TRANSPORTERS_KEY, "list"] })
    },
    onError: (error: Error) => toast.error(t("dzTransporters.toast.error", { message: error.message })),
  })
}

/** Uploads one image through Medusa's file module (`POST /admin/uploads`) and gives back its url. */
export function useUploadLogo() {
  const { t } = useTranslation()
  return useMutation({
    mutationFn: async (file: File) => {
      // Medusa's media upload, through the shop's upload guard: refusals come back translated
      const { files } = await uploadImages<{ files: Array<{ url?: string }> }>("/admin/uploads", [file], t)
      if (!files?.[0]?.url) throw new Error(t("dzTransporters.form.uploadNoUrl"))
      return files[0].url
    },
    onError: (error: Error) => toast.error(t("dzTransporters.toast.uploadError", { message: error.message })),
  })
}
