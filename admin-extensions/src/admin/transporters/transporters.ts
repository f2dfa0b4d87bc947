/** Shapes of the transporters plugin's admin API: @shop/contracts/transporters. */
export { DELIVERY_TYPES } from "@shop/contracts/transporters"
export type {
  AdminRatesResponse,
  AdminRatesUpdateResponse,
  AdminStopDesk as StopDesk,
  AdminStopDeskInput as StopDeskInput,
  StopDeskTranslations,
  AdminTransporter as Transporter,
  AdminTransporterInput as TransporterInput,
  AdminTransporterResponse,
  AdminTransportersResponse,
  CommuneName,
  CommuneOverride,
  CsvError,
  DeliveryType,
  RateCell,
  RateChange,
  RateRow,
  RatesChanged,
  RatesUpdate,
} from "@shop/contracts/transporters"

/** "" → null, "1500" → 1500, anything else → undefined (not a whole number of dinars). */
export function parseDinars(value: string): number | null | undefined {
  const v = value.trim()
  if (v === "") return null
  return /^\d{1,7}$/.test(v) ? Number(v) : undefined
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The usual delay's bound (decision 0060): "" → null, "0"–"60" → the number, anything else → undefined. */
export function parseDays(value: string): number | null | undefined {
  const v = value.trim()
  if (v === "") return null
  return /^\d{1,2}$/.test(v) && Number(v) <= 60 ? Number(v) : undefined
}
