import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AdminTransporterPayment, StatementPreview, TransporterBalance } from "@shop/contracts/transporter-payments"
import { requestJson } from "../shared/api"

/** The courier payments screen's keys live under the ops key, so recording a payment refreshes its lists too. */
const KEY = ["dz-ops"] as const
const P = "/admin/transporter-payments"

/** Reads a statement against the courier's parcels; writes nothing (a 400 carries per-line `errors`). */
export const useStatementPreview = () =>
  useMutation({
    mutationFn: (body: { transporter_id: string; csv: string }) => requestJson<StatementPreview>(`${P}/statements/preview`, { method: "POST", body }),
  })

/** The payments a courier made, newest first, each with its parcels' expected and received amounts. */
export const usePayments = (transporterId: string) =>
  useQuery({
    queryKey: [...KEY, "payments", transporterId],
    enabled: !!transporterId,
    queryFn: () =>
      requestJson<{ payments: AdminTransporterPayment[]; count: number }>(`${P}?${new URLSearchParams({ transporter_id: transporterId, limit: "20" })}`, {
        method: "GET",
      }),
  })

/** Every courier's cash position. */
export const useCashPositions = () =>
  useQuery({ queryKey: [...KEY, "balances"], queryFn: () => requestJson<{ balances: TransporterBalance[] }>(`${P}/balances`, { method: "GET" }) })

export type RecordPaymentBody = {
  transporter_id: string
  order_ids: string[]
  amount_received: string | number
  reference: string
  paid_at: string
  note?: string | null
  /** Per parcel, what the statement says was paid (kept beside the expected amount). */
  received?: { order_id: string; amount_received: number }[]
}

export function useRecordRemittance() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => requestJson<{ payment: AdminTransporterPayment }>(P, { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
