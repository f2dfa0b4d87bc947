import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminOrderLife } from "@shop/contracts/order-life"
import { deskTexts } from "@shop/contracts/transporters"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import { toCsv } from "@shop/shared/csv"
import { toXlsx, XLSX_MIME, type XlsxCell } from "@shop/shared/xlsx"
import { EXPORT_TEXTS } from "./order-export-texts"
import { lineTexts, stopDeskIdOf, type SummaryLang } from "./order-summary"
import { placeNamesIn } from "./places"

/**
 * Orders as a file (issue 19 item 6, decision 0064): the columns couriers' import sheets ask for
 * (name, phone, wilaya, commune, address, products, cash to collect, home or desk, desk, notes), then the
 * order to cash columns (the three states, courier, tracking, fees, dates). One row per order, oldest
 * first; amounts in whole dinars as numbers; texts in the asked language.
 */
export const EXPORT_COLUMNS = [
  "order",
  "date",
  "last_name",
  "first_name",
  "phone",
  "wilaya_code",
  "wilaya",
  "commune",
  "address",
  "products",
  "quantity",
  "cash_to_collect",
  "delivery_type",
  "stop_desk",
  "transporter",
  "tracking",
  "confirmation",
  "delivery",
  "money",
  "order_type",
  "courier_fee",
  "return_fee",
  "handed_over_at",
  "delivered_at",
  "returned_at",
  "notes",
] as const
export type ExportColumn = (typeof EXPORT_COLUMNS)[number]

/** At most this many orders in one file: a bigger export asks for narrower filters (the file is built in memory). */
export const EXPORT_MAX_ROWS = 20_000
const PAGE = 500

export type ExportFilters = {
  confirmation_state?: string
  delivery_state?: string
  money_state?: string
  wilaya_code?: number
  transporter_id?: string
  /** Decision 0074: how the orders were taken. */
  order_type?: string
  from?: Date
  to?: Date
}

/** A life as the module lists it: the contract's row, dates and amounts as the ORM gives them. */
type LifeRow = Omit<AdminOrderLife, "created_at" | "handed_over_at" | "delivered_at" | "returned_at" | "cash_to_collect" | "courier_fee" | "return_fee"> & {
  created_at: Date | string
  handed_over_at: Date | string | null
  delivered_at: Date | string | null
  returned_at: Date | string | null
  cash_to_collect: unknown
  courier_fee: unknown
  return_fee: unknown
}
type OrderRow = {
  id: string
  total: unknown
  shipping_address?: { address_1?: string | null } | null
  items?: Array<{
    variant_id: string | null
    title: string
    product_title: string | null
    quantity: unknown
    variant_option_values?: Record<string, unknown> | null
  } | null> | null
  shipping_methods?: Array<{ data?: Record<string, unknown> | null } | null> | null
}
type Desk = { id: string; name: string; address: string; translations?: unknown }
type Transporters = {
  listTransporters(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<{ id: string; name: string }[]>
  listStopDesks(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<Desk[]>
}

/** Whole dinars of a stored amount (BigNumber, string or number); null when there is none. */
const dinars = (v: unknown): number | null => {
  if (v === null || v === undefined || v === "") return null
  const n = Number(typeof v === "object" && v !== null && "numeric" in v ? (v as { numeric: unknown }).numeric : v)
  return Number.isFinite(n) ? Math.round(n) : null
}

/** A date as Algiers reads it (UTC+1, no summer time): `2026-11-25 14:05`. */
export const algiersTime = (d: Date | string | null | undefined): string =>
  d ? new Date(new Date(d).getTime() + 3600_000).toISOString().slice(0, 16).replace("T", " ") : ""

function lifeFilters(f: ExportFilters): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  if (f.confirmation_state) out.confirmation_state = f.confirmation_state
  if (f.delivery_state) out.delivery_state = f.delivery_state
  if (f.money_state) out.money_state = f.money_state
  if (f.wilaya_code) out.wilaya_code = f.wilaya_code
  if (f.transporter_id) out.transporter_id = f.transporter_id
  if (f.order_type) out.order_type = f.order_type
  if (f.from || f.to) out.created_at = { ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lte: f.to } : {}) }
  return out
}

/** How many orders the filters match (the route refuses a file over EXPORT_MAX_ROWS before building it). */
export async function countExport(scope: MedusaContainer, filters: ExportFilters): Promise<number> {
  const [, count] = await scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listAndCountOrderLives(lifeFilters(filters), { select: ["id"], take: 1 })
  return count
}

/** The rows of one page of orders, in the export's column order. */
async function pageRows(scope: MedusaContainer, lives: LifeRow[], lang: SummaryLang): Promise<XlsxCell[][]> {
  const texts = EXPORT_TEXTS[lang]
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "total",
      "shipping_address.address_1",
      "items.variant_id",
      "items.title",
      "items.product_title",
      "items.quantity",
      "items.variant_option_values",
      "shipping_methods.data",
    ],
    filters: { id: lives.map((l) => l.order_id) },
  })
  const orders = new Map((data as OrderRow[]).map((o) => [o.id, o]))
  const variantIds = [...new Set([...orders.values()].flatMap((o) => (o.items ?? []).map((i) => i?.variant_id).filter((id): id is string => !!id)))]
  const deskIds = [...new Set([...orders.values()].map((o) => stopDeskIdOf(o)).filter((id): id is string => !!id))]
  const transporterIds = [...new Set(lives.map((l) => l.transporter_id).filter((id): id is string => !!id))]
  const transporters = scope.hasRegistration("transporter") ? scope.resolve<Transporters>("transporter") : null
  const [variants, places, couriers, desks] = await Promise.all([
    lineTexts(scope, variantIds, lang),
    placeNamesIn(
      scope,
      lives.map((l) => l.commune_code)
    ),
    transporters && transporterIds.length ? transporters.listTransporters({ id: transporterIds }, { take: null }) : [],
    transporters && deskIds.length ? transporters.listStopDesks({ id: deskIds }, { take: null }) : [],
  ])
  const courierName = new Map(couriers.map((t) => [t.id, t.name]))
  const deskById = new Map(desks.map((d) => [d.id, d]))
  const ar = lang === "ar"
  return lives.map((l) => {
    const o = orders.get(l.order_id)
    const items = (o?.items ?? []).filter((i): i is NonNullable<typeof i> => !!i)
    const products = items
      .map((i) => {
        const v = i.variant_id ? variants.get(i.variant_id) : undefined
        const options = v?.options.length ? v.options.map((x) => x.value) : Object.values(i.variant_option_values ?? {}).map(String)
        const title = v?.title || i.product_title || i.title
        return `${dinars(i.quantity) ?? 0} × ${title}${options.length ? ` (${options.join(ar ? "، " : ", ")})` : ""}`
      })
      .join(" | ")
    const place = places.get(l.commune_code)
    const desk = o ? deskById.get(stopDeskIdOf(o) ?? "") : undefined
    const stopDesk = l.delivery_type === "stop_desk"
    const cells: Record<ExportColumn, XlsxCell> = {
      order: l.display_id,
      date: algiersTime(l.created_at),
      last_name: l.last_name,
      first_name: l.first_name,
      phone: l.phone,
      wilaya_code: l.wilaya_code,
      wilaya: place ? (ar ? place.wilaya_name_ar : place.wilaya_name_fr) : "",
      commune: place ? (ar ? place.commune_name_ar : place.commune_name_fr) : "",
      address: stopDesk ? "" : (o?.shipping_address?.address_1 ?? ""),
      products,
      quantity: items.reduce((n, i) => n + (dinars(i.quantity) ?? 0), 0),
      // what the courier collects: frozen at hand-over, the order's total before
      cash_to_collect: dinars(l.cash_to_collect) ?? dinars(o?.total),
      delivery_type: l.delivery_type === "home" || l.delivery_type === "stop_desk" ? texts.delivery_type[l.delivery_type] : "",
      stop_desk: stopDesk && desk ? deskTexts(desk, lang).name : "",
      transporter: l.transporter_id ? (courierName.get(l.transporter_id) ?? "") : "",
      tracking: l.tracking_number ?? "",
      confirmation: texts.confirmation[l.confirmation_state] ?? l.confirmation_state,
      delivery: texts.delivery[l.delivery_state] ?? l.delivery_state,
      money: texts.money[l.money_state] ?? l.money_state,
      order_type: texts.order_type[l.order_type] ?? l.order_type,
      courier_fee: dinars(l.courier_fee),
      return_fee: dinars(l.return_fee),
      handed_over_at: algiersTime(l.handed_over_at),
      delivered_at: algiersTime(l.delivered_at),
      returned_at: algiersTime(l.returned_at),
      notes: [l.cancel_reason, l.return_reason].filter(Boolean).join(" | "),
    }
    return EXPORT_COLUMNS.map((c) => cells[c])
  })
}

/** The header and every row of the matching orders, oldest first, read a page at a time. */
export async function exportTable(scope: MedusaContainer, filters: ExportFilters, lang: SummaryLang): Promise<XlsxCell[][]> {
  const lives = scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE)
  const table: XlsxCell[][] = [EXPORT_COLUMNS.map((c) => EXPORT_TEXTS[lang].headers[c])]
  for (let skip = 0; ; skip += PAGE) {
    const page = (await lives.listOrderLives(lifeFilters(filters), { order: { created_at: "ASC", id: "ASC" }, take: PAGE, skip })) as unknown as LifeRow[]
    if (!page.length) break
    table.push(...(await pageRows(scope, page, lang)))
    if (page.length < PAGE || table.length > EXPORT_MAX_ROWS) break
  }
  return table
}

export type ExportFormat = "csv" | "xlsx"

/** The file of a table: its bytes, type and name (`commandes-2026-11-25.csv`). */
export function exportFile(table: XlsxCell[][], format: ExportFormat, lang: SummaryLang, now = new Date()) {
  const day = algiersTime(now).slice(0, 10)
  const base = { fr: "commandes", en: "orders", ar: "commandes" }[lang]
  if (format === "xlsx") {
    return {
      body: toXlsx(table, { sheetName: EXPORT_TEXTS[lang].sheet, rtl: lang === "ar" }),
      type: XLSX_MIME,
      name: `${base}-${day}.xlsx`,
    }
  }
  return { body: Buffer.from(toCsv(table), "utf8"), type: "text/csv; charset=utf-8", name: `${base}-${day}.csv` }
}
