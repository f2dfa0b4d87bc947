/** Anti-abuse settings: plugin options first, then the environment, then the spec's defaults. */
export type CodCheckoutOptions = {
  cooldown_seconds?: number
  max_orders_per_phone_per_day?: number
  /** Refused or returned parcels that flag a buyer (decision 0037); 0 turns the flag off. */
  refusals_flag_threshold?: number
  /** Lead saves (the form saves as the buyer types) per client address and per phone in `lead_window_seconds`. */
  lead_saves_per_ip?: number
  lead_saves_per_phone?: number
  lead_window_seconds?: number
}

export const DEFAULT_COOLDOWN_SECONDS = 100
export const DEFAULT_MAX_ORDERS_PER_PHONE_PER_DAY = 5
export const DEFAULT_REFUSALS_FLAG_THRESHOLD = 3
// Generous per address: mobile operators put many buyers behind one address (carrier-grade NAT).
export const DEFAULT_LEAD_SAVES_PER_IP = 120
export const DEFAULT_LEAD_SAVES_PER_PHONE = 40
export const DEFAULT_LEAD_WINDOW_SECONDS = 600

const nonNegativeInt = (v: unknown): number | undefined => {
  if (v === undefined || v === null || v === "") return undefined
  const n = Number(v)
  return Number.isInteger(n) && n >= 0 ? n : undefined
}

/** Read on every request, so an operator can change the environment without a rebuild. */
export function codSettings(options: CodCheckoutOptions = {}, env: NodeJS.ProcessEnv = process.env) {
  return {
    cooldown_seconds: nonNegativeInt(options.cooldown_seconds) ?? nonNegativeInt(env.COD_COOLDOWN_SECONDS) ?? DEFAULT_COOLDOWN_SECONDS,
    max_orders_per_phone_per_day:
      nonNegativeInt(options.max_orders_per_phone_per_day) ?? nonNegativeInt(env.COD_MAX_ORDERS_PER_PHONE_PER_DAY) ?? DEFAULT_MAX_ORDERS_PER_PHONE_PER_DAY,
    refusals_flag_threshold:
      nonNegativeInt(options.refusals_flag_threshold) ?? nonNegativeInt(env.COD_REFUSALS_FLAG_THRESHOLD) ?? DEFAULT_REFUSALS_FLAG_THRESHOLD,
    lead_saves_per_ip: nonNegativeInt(options.lead_saves_per_ip) ?? nonNegativeInt(env.COD_LEAD_SAVES_PER_IP) ?? DEFAULT_LEAD_SAVES_PER_IP,
    lead_saves_per_phone: nonNegativeInt(options.lead_saves_per_phone) ?? nonNegativeInt(env.COD_LEAD_SAVES_PER_PHONE) ?? DEFAULT_LEAD_SAVES_PER_PHONE,
    lead_window_seconds: nonNegativeInt(options.lead_window_seconds) ?? nonNegativeInt(env.COD_LEAD_WINDOW_SECONDS) ?? DEFAULT_LEAD_WINDOW_SECONDS,
  }
}
