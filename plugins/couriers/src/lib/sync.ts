import type { MedusaContainer } from "@medusajs/framework/types"
import type { CourierSyncPlan } from "@shop/contracts/couriers"
import { fold } from "@shop/shared/text"
import type { CourierAccountRow } from "../modules/couriers/service"
import type { FeeQuote, StopDeskInfo } from "./adapter"
import { adapterOf } from "./runtime"

/**
 * "Sync from courier" (issue 16 item 7): the courier's own tariff and stop-desks, compared with the
 * transporter's rate table and desks, shown as a list of changes before anything is saved; applied,
 * it writes the wilaya rates (home, desk, return fee) and adds or updates the desks with the
 * courier's ids (the id a stop-desk parcel is sent with). A wilaya's rate is the courier's wilaya
 * quote, or, when it prices by commune, the price most of its communes have. Couriers quote the 58
 * wilayas; a 2026 wilaya keeps inheriting its mother wilaya's rate. Desks the courier no longer lists
 * are reported, never deleted (orders may point at them); the merchant switches them off.
 */
type RateRow = { wilaya_code: number; delivery_type: "home" | "stop_desk"; price: number; return_fee: number | null }
type DeskRow = { id: string; external_id?: string | null; name: string; address: string; commune_code: number; active: boolean }
type TransporterWriter = {
  listTransporterRates(f: Record<string, unknown>, c?: Record<string, unknown>): Promise<RateRow[]>
  setRates(
    id: string,
    cells: { wilaya_code: number; delivery_type: "home" | "stop_desk"; price: number | null; return_fee?: number | null }[]
  ): Promise<unknown>
  listStopDesks(f: Record<string, unknown>, c?: Record<string, unknown>): Promise<DeskRow[]>
  createStopDesks(d: Record<string, unknown>): Promise<unknown>
  updateStopDesks(d: Record<string, unknown>): Promise<unknown>
}
type GeoReader = {
  listCommunes(
    f: Record<string, unknown>,
    c?: Record<string, unknown>
  ): Promise<{ code: number; name_fr: string; name_ar: string; wilaya?: { code: number } | null }[]>
}

const mode = (values: (number | null)[]): number | null => {
  const counts = new Map<number, number>()
  for (const v of values) if (v !== null && Number.isFinite(v)) counts.set(v, (counts.get(v) ?? 0) + 1)
  let best: number | null = null
  let n = 0
  for (const [v, c] of counts) if (c > n || (c === n && best !== null && v < best)) [best, n] = [v, c]
  return best
}

/** The courier's rate per wilaya and delivery type. */
export function wilayaRates(quotes: FeeQuote[]): RateRow[] {
  const out: RateRow[] = []
  const byWilaya = new Map<number, FeeQuote[]>()
  for (const q of quotes) byWilaya.set(q.wilaya_code, [...(byWilaya.get(q.wilaya_code) ?? []), q])
  for (const [wilaya_code, qs] of [...byWilaya].sort((a, b) => a[0] - b[0])) {
    const whole = qs.filter((q) => q.commune_name === null)
    const pool = whole.length ? whole : qs
    const returnFee = mode(pool.map((q) => q.return_fee))
    const home = mode(pool.map((q) => q.home_fee))
    const desk = mode(pool.map((q) => q.desk_fee))
    if (home !== null) out.push({ wilaya_code, delivery_type: "home", price: home, return_fee: returnFee })
    if (desk !== null) out.push({ wilaya_code, delivery_type: "stop_desk", price: desk, return_fee: returnFee })
  }
  return out
}

export async function planSync(container: MedusaContainer, account: CourierAccountRow): Promise<CourierSyncPlan & { _desks: Map<string, StopDeskInfo> }> {
  const adapter = adapterOf(account)
  const [fees, desks] = await Promise.all([adapter.fees(), adapter.stopDesks()])
  const transporters = container.resolve<TransporterWriter>("transporter")
  const current = await transporters.listTransporterRates({ transporter_id: account.transporter_id }, { take: null })
  const currentOf = new Map(current.map((r) => [`${r.wilaya_code}:${r.delivery_type}`, r]))
  const rates: CourierSyncPlan["rates"] = wilayaRates(fees).map((r) => {
    const before = currentOf.get(`${r.wilaya_code}:${r.delivery_type}`)
    const change = !before ? "add" : Number(before.price) !== r.price || (before.return_fee ?? null) !== r.return_fee ? "update" : "same"
    return {
      wilaya_code: r.wilaya_code,
      delivery_type: r.delivery_type,
      change,
      current: before ? { price: Number(before.price), return_fee: before.return_fee === null ? null : Number(before.return_fee) } : null,
      courier: { price: r.price, return_fee: r.return_fee },
    }
  })

  // desks: the courier's commune name matched to ours within the wilaya (folded fr/ar)
  const ours = await transporters.listStopDesks({ transporter_id: account.transporter_id }, { take: null })
  const ourByExternal = new Map(ours.filter((d) => d.external_id).map((d) => [d.external_id!, d]))
  const wilayas = [...new Set(desks.map((d) => d.wilaya_code))]
  const communes = wilayas.length
    ? await container.resolve<GeoReader>("geo").listCommunes({}, { select: ["code", "name_fr", "name_ar", "wilaya.code"], relations: ["wilaya"], take: null })
    : []
  const wilayaOfCommune = new Map(communes.map((c) => [c.code, c.wilaya?.code ?? Math.floor(c.code / 100)]))
  const communeOf = (d: StopDeskInfo): number | null => {
    const want = fold(d.commune_name ?? "")
    if (!want) return null
    const found = communes.find((c) => Math.floor(c.code / 100) === d.wilaya_code && (fold(c.name_fr) === want || fold(c.name_ar) === want))
    return found?.code ?? null
  }
  const deskPlan: CourierSyncPlan["stop_desks"] = desks.map((d) => {
    const mine = ourByExternal.get(d.id)
    const commune_code = communeOf(d)
    const change = commune_code === null ? "unmatched" : !mine ? "add" : mine.name !== d.name || (d.address && mine.address !== d.address) ? "update" : "same"
    return {
      external_id: d.id,
      name: d.name,
      address: d.address,
      wilaya_code: commune_code === null ? d.wilaya_code : (wilayaOfCommune.get(commune_code) ?? d.wilaya_code),
      commune_code,
      change,
      stop_desk_id: mine?.id ?? null,
    }
  })
  const listed = new Set(desks.map((d) => d.id))
  for (const d of ours) {
    if (d.external_id && !listed.has(d.external_id) && d.active) {
      deskPlan.push({
        external_id: d.external_id,
        name: d.name,
        address: d.address,
        wilaya_code: Math.floor(d.commune_code / 100),
        commune_code: d.commune_code,
        change: "missing",
        stop_desk_id: d.id,
      })
    }
  }
  const count = (rows: { change: string }[], c: string) => rows.filter((r) => r.change === c).length
  return {
    account_id: account.id,
    rates,
    stop_desks: deskPlan,
    summary: {
      rates_added: count(rates, "add"),
      rates_updated: count(rates, "update"),
      desks_added: count(deskPlan, "add"),
      desks_updated: count(deskPlan, "update"),
      desks_unmatched: count(deskPlan, "unmatched"),
      desks_missing: count(deskPlan, "missing"),
    },
    applied: false,
    _desks: new Map(desks.map((d) => [d.id, d])),
  }
}

export async function applySync(container: MedusaContainer, account: CourierAccountRow, plan: Awaited<ReturnType<typeof planSync>>) {
  const transporters = container.resolve<TransporterWriter>("transporter")
  const cells = plan.rates
    .filter((r) => r.change !== "same")
    .map((r) => ({ wilaya_code: r.wilaya_code, delivery_type: r.delivery_type, price: r.courier.price, return_fee: r.courier.return_fee }))
  if (cells.length) await transporters.setRates(account.transporter_id, cells)
  for (const d of plan.stop_desks) {
    const info = plan._desks.get(d.external_id)
    if (!info || d.commune_code === null) continue
    if (d.change === "add") {
      await transporters.createStopDesks({
        transporter_id: account.transporter_id,
        commune_code: d.commune_code,
        wilaya_code: d.wilaya_code,
        name: info.name.slice(0, 200),
        address: (info.address ?? info.name).slice(0, 500),
        phone: info.phone,
        external_id: info.id,
        active: true,
      })
    } else if (d.change === "update" && d.stop_desk_id) {
      await transporters.updateStopDesks({ id: d.stop_desk_id, name: info.name.slice(0, 200), address: (info.address ?? info.name).slice(0, 500) })
    }
  }
}
