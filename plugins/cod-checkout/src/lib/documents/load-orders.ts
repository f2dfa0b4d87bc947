import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { deskTexts } from "@shop/contracts/transporters"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService, type OrderLifeRow } from "@shop/order-life/workflows"
import { sniffImage } from "@shop/shared/image"
import type { Lang } from "@shop/shared/lang"
import { lineTexts, stopDeskIdOf } from "../order-summary"
import { placeNamesIn } from "../places"
import type { DocumentLine, DocumentOrder, DocumentShop } from "./model"

type Maybe<T> = T | null | undefined
type TaxLines = Maybe<Maybe<{ rate: unknown }>[]>
type OrderRow = {
  id: string
  display_id: number
  created_at: Date | string
  total: unknown
  item_total: unknown
  shipping_total: unknown
  items?: Maybe<
    Maybe<{
      title: string
      product_title: Maybe<string>
      variant_id: string | null
      variant_sku: Maybe<string>
      quantity: unknown
      unit_price: unknown
      total: unknown
      tax_lines?: TaxLines
      variant_option_values: Maybe<Record<string, unknown>>
    }>[]
  >
  shipping_address?: Maybe<{
    first_name: Maybe<string>
    last_name: Maybe<string>
    phone: Maybe<string>
    address_1: Maybe<string>
    province: Maybe<string>
    metadata: Maybe<Record<string, unknown>>
  }>
  shipping_methods?: Maybe<Maybe<{ data: Maybe<Record<string, unknown>>; total: unknown; amount: unknown; tax_lines?: TaxLines }>[]>
}
/** What a document reads of the order's life. */
type LifeRow = Pick<
  OrderLifeRow,
  | "order_id"
  | "first_name"
  | "last_name"
  | "phone"
  | "wilaya_code"
  | "commune_code"
  | "transporter_id"
  | "delivery_type"
  | "tracking_number"
  | "cash_to_collect"
>
type Desk = { id: string; name: string; address: string; translations?: unknown }
type Transporters = {
  listTransporters(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<{ id: string; name: string }[]>
  listStopDesks(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<Desk[]>
}
type Content = { getSetting(key: string): Promise<Record<string, unknown> | null> }
type TaxRegion = { parent_id: string | null; province_code: string | null; tax_rates?: { rate: number | null; is_default: boolean }[] }

/** A stored amount (BigNumber, string or number) as a number; 0 when there is none. */
const amount = (v: unknown): number => {
  const n = Number(typeof v === "object" && v !== null && "numeric" in v ? (v as { numeric: unknown }).numeric : v)
  return Number.isFinite(n) ? n : 0
}
/** The VAT percent of a line: its tax lines' (what Medusa charged), else the shop's rate. */
const rateOf = (lines: TaxLines, fallback: number) => {
  const rates = (lines ?? []).map((l) => Number(l?.rate)).filter((r) => Number.isFinite(r))
  return rates.length ? rates.reduce((a, b) => a + b, 0) : fallback
}

const ORDER_FIELDS = [
  "id",
  "display_id",
  "created_at",
  "total",
  "item_total",
  "shipping_total",
  "items.title",
  "items.product_title",
  "items.variant_id",
  "items.variant_sku",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.tax_lines.rate",
  "items.variant_option_values",
  "shipping_address.first_name",
  "shipping_address.last_name",
  "shipping_address.phone",
  "shipping_address.address_1",
  "shipping_address.province",
  "shipping_address.metadata",
  "shipping_methods.data",
  "shipping_methods.total",
  "shipping_methods.amount",
  "shipping_methods.tax_lines.rate",
]

/** Algeria's default VAT rate (the tax region "dz"): the rate of a line Medusa kept no tax line for. */
export async function shopVatRate(scope: MedusaContainer): Promise<number> {
  const regions = (await scope.resolve(Modules.TAX).listTaxRegions({ country_code: "dz" }, { relations: ["tax_rates"] })) as unknown as TaxRegion[]
  const country = regions.find((r) => !r.parent_id && !r.province_code)
  const rate = country?.tax_rates?.find((r) => r.is_default)?.rate
  return typeof rate === "number" ? rate : 19
}

/**
 * The orders to print, in the order of `ids` (an id given twice prints once), with every text in
 * `lang` (product titles and options through the Translation module, wilaya and commune names,
 * stop-desk names). `missing`: the ids that name no order.
 */
export async function loadDocumentOrders(scope: MedusaContainer, ids: string[], lang: Lang): Promise<{ orders: DocumentOrder[]; missing: string[] }> {
  const unique = [...new Set(ids)]
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data }, lives, vat] = await Promise.all([
    query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: unique } }),
    scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLives({ order_id: unique }, { take: null }) as Promise<LifeRow[]>,
    shopVatRate(scope),
  ])
  const byId = new Map((data as unknown as OrderRow[]).map((o) => [o.id, o]))
  const missing = unique.filter((id) => !byId.has(id))
  if (missing.length) return { orders: [], missing }
  const lifeOf = new Map(lives.map((l) => [l.order_id, l]))
  const orders = unique.map((id) => byId.get(id)!)

  const communeOf = (o: OrderRow) => lifeOf.get(o.id)?.commune_code ?? (Number(o.shipping_address?.metadata?.commune_code) || null)
  const variantIds = [...new Set(orders.flatMap((o) => (o.items ?? []).map((i) => i?.variant_id).filter((v): v is string => !!v)))]
  const transporterIds = [...new Set(lives.map((l) => l.transporter_id).filter((t): t is string => !!t))]
  const deskIds = [...new Set(orders.map((o) => stopDeskIdOf(o)).filter((d): d is string => !!d))]
  const transporters = scope.hasRegistration("transporter") ? scope.resolve<Transporters>("transporter") : null
  const [variants, places, couriers, desks] = await Promise.all([
    lineTexts(scope, variantIds, lang),
    placeNamesIn(scope, orders.map(communeOf)),
    transporters && transporterIds.length ? transporters.listTransporters({ id: transporterIds }, { take: null }) : [],
    transporters && deskIds.length ? transporters.listStopDesks({ id: deskIds }, { take: null, withDeleted: true }) : [],
  ])
  const courierName = new Map(couriers.map((t) => [t.id, t.name]))
  const deskById = new Map(desks.map((d) => [d.id, d]))
  const ar = lang === "ar"

  return {
    missing: [],
    orders: orders.map((o): DocumentOrder => {
      const life = lifeOf.get(o.id)
      const address = o.shipping_address
      const commune = communeOf(o)
      const place = commune ? places.get(commune) : undefined
      const wilayaCode = life?.wilaya_code ?? (Number(address?.province) || null)
      const deliveryType = life?.delivery_type === "home" || life?.delivery_type === "stop_desk" ? life.delivery_type : null
      const desk = deliveryType === "stop_desk" ? deskById.get(stopDeskIdOf(o) ?? "") : undefined
      const lines = (o.items ?? [])
        .filter((i): i is NonNullable<typeof i> => !!i)
        .map((i): DocumentLine => {
          const v = i.variant_id ? variants.get(i.variant_id) : undefined
          const quantity = amount(i.quantity)
          const unit = amount(i.unit_price)
          const total = i.total === undefined || i.total === null ? unit * quantity : amount(i.total)
          return {
            variant_id: i.variant_id,
            sku: i.variant_sku ?? null,
            title: v?.title || i.product_title || i.title,
            options: v?.options.length ? v.options : Object.entries(i.variant_option_values ?? {}).map(([name, value]) => ({ name, value: String(value) })),
            quantity,
            unit_price: unit,
            total,
            tax_rate: rateOf(i.tax_lines, vat),
          }
        })
      const methods = (o.shipping_methods ?? []).filter((m): m is NonNullable<typeof m> => !!m)
      const shippingTotal = methods.length ? methods.reduce((s, m) => s + amount(m.total ?? m.amount), 0) : amount(o.shipping_total)
      const total = amount(o.total)
      return {
        id: o.id,
        display_id: o.display_id,
        created_at: new Date(o.created_at),
        buyer: {
          first_name: life?.first_name ?? address?.first_name ?? "",
          last_name: life?.last_name ?? address?.last_name ?? "",
          phone: life?.phone ?? address?.phone ?? "",
        },
        wilaya: wilayaCode ? { code: wilayaCode, name: place ? (ar ? place.wilaya_name_ar : place.wilaya_name_fr) : "" } : null,
        commune: place ? (ar ? place.commune_name_ar : place.commune_name_fr) : null,
        address: deliveryType === "stop_desk" ? null : (address?.address_1 ?? null),
        delivery_type: deliveryType,
        stop_desk: desk ? { name: deskTexts(desk, lang).name, address: deskTexts(desk, lang).address } : null,
        transporter: life?.transporter_id ? (courierName.get(life.transporter_id) ?? null) : null,
        tracking: life?.tracking_number ?? null,
        lines,
        items_total: amount(o.item_total),
        shipping: { total: shippingTotal, tax_rate: rateOf(methods[0]?.tax_lines, vat) },
        total,
        // what the courier collects: frozen at hand-over (decision 0036), the order's total before
        cash_to_collect: life && life.cash_to_collect !== null && life.cash_to_collect !== undefined ? amount(life.cash_to_collect) : total,
      }
    }),
  }
}

/** `http://host/static/logo-123.png` → `logo-123.png`: a public upload of the local file provider (or S3's key), nothing else. */
export function uploadKeyOf(url: string): string | null {
  let path: string
  try {
    path = new URL(url, "http://localhost").pathname
  } catch {
    return null
  }
  const key = decodeURIComponent(path.split("/").pop() ?? "")
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(key) && !key.startsWith("private-") ? key : null
}

/**
 * The shop as the documents show it: the content plugin's shop settings (name, logo, phone). The
 * logo is read through Medusa's File module (never fetched from a URL), printed when it is a PNG or a
 * JPEG (what a PDF embeds); otherwise, or when there is none, the shop's name alone.
 */
export async function loadShop(scope: MedusaContainer): Promise<DocumentShop> {
  const stored = scope.hasRegistration("content") ? await scope.resolve<Content>("content").getSetting("settings") : null
  const name = typeof stored?.shop_name === "string" && stored.shop_name.trim() ? stored.shop_name.trim() : "Boutique DZ"
  const phone = typeof stored?.contact_phone === "string" && stored.contact_phone.trim() ? stored.contact_phone.trim() : null
  let logo: Buffer | null = null
  const key = typeof stored?.logo_url === "string" ? uploadKeyOf(stored.logo_url) : null
  if (key) {
    try {
      const bytes = await scope.resolve(Modules.FILE).getAsBuffer(key)
      const kind = sniffImage(bytes)
      logo = kind === "png" || kind === "jpeg" ? bytes : null
    } catch {
      logo = null
    }
  }
  return { name, logo, phone }
}
