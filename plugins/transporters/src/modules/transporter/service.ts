import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context } from "@medusajs/framework/types"
import { CommuneOverride } from "./models/commune-override"
import type { DeliveryType } from "./models/delivery-type"
import { StopDesk } from "./models/stop-desk"
import { Transporter } from "./models/transporter"
import { TransporterRate } from "./models/transporter-rate"

/** One cell of the rate matrix; `price: null` clears the cell. */
export type RateCell = {
  wilaya_code: number
  delivery_type: DeliveryType
  price: number | null
  return_fee?: number | null
  /** The usual delay (decision 0060): absent keeps it, null clears it; validated before (both or neither). */
  delay_min_days?: number | null
  delay_max_days?: number | null
}

type DelayPatch = { delay_min_days?: number | null; delay_max_days?: number | null }
const delayPatch = (cell: RateCell): DelayPatch =>
  cell.delay_min_days === undefined && cell.delay_max_days === undefined
    ? {}
    : { delay_min_days: cell.delay_min_days ?? null, delay_max_days: cell.delay_max_days ?? null }

class TransporterModuleService extends MedusaService({
  Transporter,
  TransporterRate,
  CommuneOverride,
  StopDesk,
}) {
  /**
   * Writes rate cells of one transporter in a single transaction: a cell with a price
   * is created or updated, a cell with `price: null` is removed. Returns what changed.
   */
  @InjectTransactionManager()
  async setRates(
    transporterId: string,
    cells: RateCell[],
    @MedusaContext() sharedContext: Context = {}
  ): Promise<{ created: number; updated: number; deleted: number }> {
    const key = (c: { wilaya_code: number; delivery_type: string }) => `${c.wilaya_code}:${c.delivery_type}`
    const existing = await this.listTransporterRates(
      { transporter_id: transporterId, wilaya_code: [...new Set(cells.map((c) => c.wilaya_code))] },
      { take: null },
      sharedContext
    )
    const byKey = new Map(existing.map((r) => [key(r), r]))
    const toCreate: (Omit<RateCell, "price"> & { price: number; return_fee: number | null; transporter_id: string })[] = []
    const toUpdate: ({ id: string; price: number; return_fee?: number | null } & DelayPatch)[] = []
    const toDelete: string[] = []
    for (const cell of cells) {
      const current = byKey.get(key(cell))
      if (cell.price === null) {
        if (current) toDelete.push(current.id)
      } else if (!current) {
        toCreate.push({ ...cell, price: cell.price, return_fee: cell.return_fee ?? null, ...delayPatch(cell), transporter_id: transporterId })
      } else {
        const delay = delayPatch(cell)
        const delayChanged =
          delay.delay_min_days !== undefined && (current.delay_min_days !== delay.delay_min_days || current.delay_max_days !== delay.delay_max_days)
        if (current.price !== cell.price || (cell.return_fee !== undefined && current.return_fee !== cell.return_fee) || delayChanged) {
          toUpdate.push({ id: current.id, price: cell.price, ...(cell.return_fee !== undefined ? { return_fee: cell.return_fee } : {}), ...delay })
        }
      }
    }
    if (toCreate.length) await this.createTransporterRates(toCreate, sharedContext)
    if (toUpdate.length) await this.updateTransporterRates(toUpdate, sharedContext)
    if (toDelete.length) await this.deleteTransporterRates(toDelete, sharedContext)
    return { created: toCreate.length, updated: toUpdate.length, deleted: toDelete.length }
  }

  /**
   * Everything needed to quote one commune: the transporters (all, or the given ids),
   * their rates for the wilaya and its mother wilaya, their overrides for the commune
   * and their active stop-desks in the wilaya.
   */
  async pricingRows(filter: { transporter_ids?: string[]; active_only?: boolean }, wilaya: { code: number; code_58: number }, communeCode: number) {
    const where: Record<string, unknown> = {}
    if (filter.transporter_ids) where.id = filter.transporter_ids
    if (filter.active_only) where.active = true
    const transporters = await this.listTransporters(where, { order: { name: "ASC" }, take: null })
    if (!transporters.length) return []
    const ids = transporters.map((t) => t.id)
    const [rates, overrides, desks] = await Promise.all([
      this.listTransporterRates({ transporter_id: ids, wilaya_code: [...new Set([wilaya.code, wilaya.code_58])] }, { take: null }),
      this.listCommuneOverrides({ transporter_id: ids, commune_code: communeCode }, { take: null }),
      this.listStopDesks({ transporter_id: ids, wilaya_code: wilaya.code, active: true }, { take: null }),
    ])
    const mine = <T extends { transporter_id?: string | null }>(rows: T[], id: string) => rows.filter((r) => r.transporter_id === id)
    return transporters.map((transporter) => ({
      transporter,
      rates: mine(rates, transporter.id),
      overrides: mine(overrides, transporter.id),
      stopDesks: mine(desks, transporter.id),
    }))
  }
}

export default TransporterModuleService
