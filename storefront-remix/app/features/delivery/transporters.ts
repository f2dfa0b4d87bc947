// The backend's GET /store/communes/:code/transporters answer (@shop/contracts/transporters), reduced to
// what the storefront shows (toTransporter), and the buyer's choice among them.
import type { DeliveryType, QuoteDeliveryType, QuoteStopDesk, QuoteTransporter } from "@shop/contracts/transporters"

export type DeliveryKind = DeliveryType

export type StopDesk = Pick<QuoteStopDesk, "id" | "name" | "address" | "opening_hours" | "in_commune">

export type DeliveryOffer = Omit<QuoteDeliveryType, "stop_desks"> & { stop_desks?: StopDesk[] }

export type Transporter = Pick<QuoteTransporter, "id" | "name" | "logo_url"> & { delivery_types: DeliveryOffer[] }

/** Why the transporters cannot be listed: the commune is not delivered, or the backend failed. */
export type TransportProblem = "not_served" | "failed"

/** What the buyer picked; exactly what the order form's hidden inputs carry. */
export type DeliveryChoice = {
  transporter_id: string
  delivery_type: DeliveryKind
  shipping_option_id: string
  stop_desk_id: string | null
}

/** Keeps only what the page shows, so no more than that is sent to the browser. */
export function toTransporter(t: Transporter): Transporter {
  return {
    id: t.id,
    name: t.name,
    logo_url: t.logo_url ?? null,
    delivery_types: t.delivery_types.map((d) => ({
      type: d.type,
      price: d.price,
      shipping_option_id: d.shipping_option_id,
      ...(d.type === "stop_desk" ? { stop_desks: sortDesks(d.stop_desks ?? []).map(toDesk) } : {}),
    })),
  }
}

const toDesk = ({ id, name, address, opening_hours, in_commune }: StopDesk): StopDesk => ({
  id,
  name,
  address,
  opening_hours: opening_hours ?? null,
  in_commune: Boolean(in_commune),
})

/** Desks in the buyer's commune first, otherwise in the backend's order. */
export function sortDesks(desks: StopDesk[]): StopDesk[] {
  return desks
    .map((d, i) => ({ d, i }))
    .sort((a, b) => Number(b.d.in_commune) - Number(a.d.in_commune) || a.i - b.i)
    .map(({ d }) => d)
}

/** A commune code as typed in a URL or a form (ONS code, e.g. 1601, 101), nothing else. */
export function parseCommuneCode(value: string | null | undefined): number | null {
  if (!value || !/^\d{3,4}$/.test(value)) return null
  const code = Number(value)
  return code >= 101 ? code : null
}

export type Chosen = { transporter: Transporter; offer: DeliveryOffer; desk: StopDesk | null }

/**
 * Resolves a choice (shipping option and desk ids, from the URL or a click) against the offers
 * actually listed: a stale or forged id gives nothing, and stop-desk delivery needs one of its desks.
 */
export function resolveChoice(transporters: Transporter[], optionId: string | null | undefined, deskId: string | null | undefined): Chosen | null {
  if (!optionId) return null
  for (const transporter of transporters) {
    const offer = transporter.delivery_types.find((d) => d.shipping_option_id === optionId)
    if (!offer) continue
    if (offer.type === "home") return { transporter, offer, desk: null }
    const desks = offer.stop_desks ?? []
    const desk = desks.find((d) => d.id === deskId) ?? null
    return desk ? { transporter, offer, desk } : null
  }
  return null
}

export function choiceOf({ transporter, offer, desk }: Chosen): DeliveryChoice {
  return {
    transporter_id: transporter.id,
    delivery_type: offer.type,
    shipping_option_id: offer.shipping_option_id,
    stop_desk_id: desk?.id ?? null,
  }
}

/** How many transporters show before "see more" when there are more than `SHOWN_FIRST + 1`. */
export const SHOWN_FIRST = 2

/**
 * Spec §4: the transporters of the buyer's commune first, the others behind "see more". The list is
 * in the backend's order (a desk in the commune first, then the cheapest): those with a desk in the
 * commune, and at least the `SHOWN_FIRST` first; never a "see more" that would hide a single one.
 */
export function splitTransporters(transporters: Transporter[]): { first: Transporter[]; more: Transporter[] } {
  const local = transporters.filter((t) => t.delivery_types.some((d) => d.stop_desks?.some((s) => s.in_commune))).length
  const n = Math.max(local, SHOWN_FIRST)
  return transporters.length <= n + 1 ? { first: transporters, more: [] } : { first: transporters.slice(0, n), more: transporters.slice(n) }
}
