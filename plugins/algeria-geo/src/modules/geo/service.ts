import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/postgresql"
import { Commune } from "./models/commune"
import { Wilaya } from "./models/wilaya"
import { searchKey } from "@shop/shared/text"

export type WilayaSeed = {
  code: number
  code_58: number
  name_fr: string
  name_ar: string
  reform?: string | null
  phone_code?: string | null
  postal_code?: string | null
  latitude?: number | null
  longitude?: number | null
}

export type CommuneSeed = {
  code: number
  wilaya_code: number
  name_fr: string
  name_ar: string
  daira?: string | null
  postal_code?: string | null
  latitude?: number | null
  longitude?: number | null
}

export type CommuneCounts = Record<string, { total: number; deliverable: number }>

class GeoModuleService extends MedusaService({ Wilaya, Commune }) {
  /**
   * Inserts the wilayas and communes that are missing, by code. Existing rows are
   * left untouched so a merchant's deliverable switches survive every restart.
   */
  async seedGeo(wilayas: WilayaSeed[], communes: CommuneSeed[]): Promise<{ wilayas: number; communes: number }> {
    const existingW = await this.listWilayas({}, { select: ["id", "code"], take: null })
    const idByCode = new Map(existingW.map((w) => [w.code, w.id]))
    const newW = wilayas.filter((w) => !idByCode.has(w.code))
    if (newW.length) {
      const created = await this.createWilayas(newW.map((w) => ({ ...w, search_key: searchKey(w.name_fr, w.name_ar, String(w.code)) })))
      created.forEach((w) => idByCode.set(w.code, w.id))
    }

    const existingC = await this.listCommunes({}, { select: ["code"], take: null })
    const haveC = new Set(existingC.map((c) => c.code))
    const newC = communes.filter((c) => !haveC.has(c.code))
    if (newC.length) {
      await this.createCommunes(
        newC.map(({ wilaya_code, ...c }) => {
          const wilaya_id = idByCode.get(wilaya_code)
          if (!wilaya_id) throw new Error(`commune ${c.code} names unknown wilaya ${wilaya_code}`)
          return { ...c, wilaya_id, search_key: searchKey(c.name_fr, c.name_ar, c.daira) }
        })
      )
    }
    return { wilayas: newW.length, communes: newC.length }
  }

  /** Commune totals per wilaya id, counted by PostgreSQL rather than by loading 1,541 rows. */
  @InjectManager()
  async communeCounts(@MedusaContext() sharedContext: Context<SqlEntityManager> = {}): Promise<CommuneCounts> {
    const manager = sharedContext.manager!
    const rows: Array<{ wilaya_id: string; total: number; deliverable: number }> = await manager.execute(
      `select wilaya_id, count(*)::int as total,
                count(*) filter (where deliverable)::int as deliverable
           from commune where deleted_at is null group by wilaya_id`
    )
    return Object.fromEntries(rows.map((r) => [r.wilaya_id, { total: r.total, deliverable: r.deliverable }]))
  }
}

export default GeoModuleService
