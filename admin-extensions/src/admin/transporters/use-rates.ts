import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { ApiError, requestJson } from "../shared/api"
import { sdk } from "../shared/sdk"
import type { AdminRatesResponse, AdminRatesUpdateResponse, RatesChanged, RatesUpdate } from "./transporters"
import { TRANSPORTERS_KEY, base } from "./use-transporters"

export type { RatesChanged, RatesUpdate }
export const changedCount = (c: RatesChanged) => c.created + c.updated + c.deleted

const ratesKey = (id: string) => [...TRANSPORTERS_KEY, id, "rates"]

export function useRates(id: string) {
  return useQuery({
    queryKey: ratesKey(id),
    queryFn: () => sdk.client.fetch<AdminRatesResponse>(`${base(id)}/rates`),
  })
}

/** One PUT for every changed cell (or one bulk price); the answer is the new matrix. */
export function useSaveRates(id: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: (body: RatesUpdate) => sdk.client.fetch<AdminRatesUpdateResponse>(`${base(id)}/rates`, { method: "PUT", body }),
    onSuccess: (data) => {
      client.setQueryData(ratesKey(id), { rates: data.rates })
      toast.success(t("dzTransporters.toast.ratesSaved", { count: changedCount(data.changed) }))
    },
    onError: (error: Error) => toast.error(t("dzTransporters.toast.error", { message: error.message })),
  })
}

/** CSV import: a refusal keeps its per-line errors (ApiError.errors) for the screen to list. */
export function useImportRates(id: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation<{ imported: number; changed: RatesChanged }, ApiError, string>({
    mutationFn: (csv) => requestJson(`${base(id)}/rates/import`, { method: "POST", body: { csv } }),
    onSuccess: (data) => {
      toast.success(t("dzTransporters.toast.imported", { count: data.imported }))
      return client.invalidateQueries({ queryKey: ratesKey(id) })
    },
    // bad rows are listed on the page; the toast only says the file was refused
    onError: (error) =>
      toast.error(
        error.errors.length
          ? t("dzTransporters.csv.rejected", { count: error.errors.length })
          : t("dzTransporters.toast.importError", { message: error.message })
      ),
  })
}
