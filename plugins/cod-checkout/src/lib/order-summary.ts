import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_LIFE_MODULE, type OrderLifeModuleService } from "@shop/order-life/workflows"
import type { StoreCodOrder, StoreCodOrderDelivery, StoreCodOrderLine } from "@shop/contracts/cod-order"
import { deskTexts } from "@shop/contracts/transporters"
import { placeNamesIn } from "./places"

type Maybe<T> = T | null | undefined

/** An order with the fields asked of Query below. */
type SummaryOrderRow = {
  id: string
  display_id: number
  created_at: Date | string
  metadata: Record<string, unknown> | null
  currency_code: string
  item_total: unknown
  shipping_total: unknown
  total: unknown
  // null once the variant is deleted: Medusa keeps the line (the contract says so too)
  items?: Maybe<
    {
      title: string
      product_title: Maybe<string>
      variant_id: string | null
      quantity: unknown
      unit_price: unknown
      variant_option_values: Maybe<Record<string, unknown>>
    }[]
  >
  shipping_address?: Maybe<{ address_1: Maybe<string> }>
  shipping_methods?: Maybe<Maybe<{ data: Maybe<Record<string, unknown>> }>[]>
}

/** A variant's product and option values (their ids: the texts come from the product, below). */
type VariantRow = { id: string; product_id: string; options?: Maybe<Maybe<{ id: string; value: string; option?: Maybe<{ title: string }> }>[]> }
/** A product in the asked language: Medusa's Translation module applies to the entity queried, not to a relation's. */
type ProductRow = { id: string; title: string; options?: Maybe<Maybe<{ title: string; values?: Maybe<Maybe<{ id: string; value: string }>[]> }>[]> }
/** What a line shows of its variant: the product's title and the options, in the asked language. */
type LineTexts = { title: string; options: { name: string; value: string }[] }

/** The transporters plugin's module, reached by its registration name (cod-checkout does not depend on it). */
type Transporters = {
  listTransporters(filters: Record<string, unknown>): Promise<{ id: string; name: string }[]>
  listStopDesks(
    filters: Record<string, unknown>
  ): Promise<{ id: string; name: string; address: string; opening_hours: string | null; translations?: unknown }[]>
}

export type SummaryLang = "fr" | "en" | "ar"
/** The Translation module's codes of the shop's languages (decision 0008); French is the base text. */
const TRANSLATION_CODES: Record<SummaryLang, string | undefined> = { fr: undefined, en: "en-US", ar: "ar-DZ" }

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))

/** The thank-you page's order: the contract's answer type. */
export type CodOrderSummary = StoreCodOrder

/**
 * What the thank-you page shows: a cash-on-delivery order as Medusa priced it, its lines with their
 * options and where it goes (decision 0058), or null for any other order. Nothing names or reaches
 * the buyer (no name, phone or e-mail). Texts in `lang` (French when absent or untranslated).
 */
/** What the summary reads of the order's life; the order workflow passes it before the life is written (decision 0086). */
export type SummaryLife = { delivery_type: string | null; transporter_id: string | null; commune_code: number; wilaya_code: number }

export async function orderSummary(
  scope: MedusaContainer,
  orderId: string,
  lang: SummaryLang = "fr",
  known?: { life: SummaryLife }
): Promise<CodOrderSummary | null> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "created_at",
      "metadata",
      "currency_code",
      "item_total",
      "shipping_total",
      "total",
      "items.title",
      "items.product_title",
      "items.variant_id",
      "items.quantity",
      "items.unit_price",
      "items.variant_option_values",
      "shipping_address.address_1",
      "shipping_methods.data",
    ],
    filters: { id: orderId },
  })
  // Medusa's generated types say `display_id: string`; the column is an integer, read as a number
  const o = data[0] as unknown as SummaryOrderRow | undefined
  if (!o || !o.metadata?.cod) return null
  const items = o.items ?? []
  const variantIds = items.map((i) => i.variant_id).filter((id): id is string => !!id)
  const [variants, delivery] = await Promise.all([lineTexts(scope, variantIds, lang), deliveryOf(scope, o, lang, known?.life)])
  return {
    id: o.id,
    display_id: o.display_id,
    created_at: new Date(o.created_at).toISOString(),
    currency_code: o.currency_code,
    item_total: num(o.item_total),
    shipping_total: num(o.shipping_total),
    total: num(o.total),
    items: items.map((i): StoreCodOrderLine => {
      const v = i.variant_id ? variants.get(i.variant_id) : undefined
      const options = v?.options.length ? v.options : Object.entries(i.variant_option_values ?? {}).map(([name, value]) => ({ name, value: String(value) }))
      return {
        title: v?.title || i.product_title || i.title,
        variant_id: i.variant_id,
        quantity: num(i.quantity),
        unit_price: num(i.unit_price),
        options,
      }
    }),
    delivery,
  }
}

/**
 * Each variant's product title and options in `lang`: the variants give their product and option
 * value ids, the products (queried in the language) give the texts. A variant deleted since is absent
 * (the line keeps what the order stored).
 */
export async function lineTexts(scope: MedusaContainer, variantIds: string[], lang: SummaryLang): Promise<Map<string, LineTexts>> {
  if (!variantIds.length) return new Map()
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: variantRows } = await query.graph({
    entity: "product_variant",
    fields: ["id", "product_id", "options.id", "options.value", "options.option.title"],
    filters: { id: variantIds },
  })
  const variants = variantRows as VariantRow[]
  const productIds = [...new Set(variants.map((v) => v.product_id))]
  const productsIn = async (locale: string | undefined) => {
    const { data } = await query.graph(
      { entity: "product", fields: ["id", "title", "options.id", "options.title", "options.values.id", "options.values.value"], filters: { id: productIds } },
      locale ? { locale } : undefined
    )
    return new Map((data as ProductRow[]).map((p) => [p.id, p]))
  }
  // the base (French) texts give each option value's id; the same ids in the language give its texts
  // (the Translation module translates nested options only when their ids are asked for: `options.id`)
  const [base, translated] = await Promise.all([productsIn(undefined), TRANSLATION_CODES[lang] ? productsIn(TRANSLATION_CODES[lang]) : null])
  const inLanguage = translated ?? base
  const texts = (productId: string, title: string, value: string) => {
    const option = base.get(productId)?.options?.find((o) => o?.title === title)
    const valueId = option?.values?.find((x) => x?.value === value)?.id
    for (const o of inLanguage.get(productId)?.options ?? []) {
      const v = o?.values?.find((x) => x?.id === valueId)
      if (o && v) return { name: o.title, value: v.value }
    }
    return { name: title, value }
  }
  return new Map(
    variants.map((v) => {
      const options = (v.options ?? []).flatMap((x) => (x?.option ? [texts(v.product_id, x.option.title, x.value)] : []))
      return [v.id, { title: inLanguage.get(v.product_id)?.title ?? "", options }]
    })
  )
}

/** The stop-desk an order's shipping method carries (the checkout stores it in the method's data), or null. */
export const stopDeskIdOf = (o: { shipping_methods?: Array<{ data?: Record<string, unknown> | null } | null | undefined> | null }) =>
  (o.shipping_methods ?? []).map((m) => m?.data?.stop_desk_id).find((id): id is string => typeof id === "string" && !!id) ?? null

/** Where the order goes: the life's delivery type and transporter, the address's commune and wilaya by name, the desk. */
async function deliveryOf(scope: MedusaContainer, o: SummaryOrderRow, lang: SummaryLang, known?: SummaryLife): Promise<StoreCodOrderDelivery | null> {
  const life: SummaryLife | undefined =
    known ?? (await scope.resolve<OrderLifeModuleService>(ORDER_LIFE_MODULE).listOrderLives({ order_id: o.id }, { take: 1 }))[0]
  if (!life) return null
  const deskId = stopDeskIdOf(o)
  const transporters = scope.hasRegistration("transporter") ? scope.resolve<Transporters>("transporter") : null
  const [places, transporter, desk] = await Promise.all([
    placeNamesIn(scope, [life.commune_code]),
    life.transporter_id && transporters ? transporters.listTransporters({ id: life.transporter_id }).then((r) => r[0] ?? null) : null,
    deskId && transporters && life.delivery_type === "stop_desk" ? transporters.listStopDesks({ id: deskId }).then((r) => r[0] ?? null) : null,
  ])
  const place = places.get(life.commune_code)
  const ar = lang === "ar"
  return {
    type: life.delivery_type,
    transporter: transporter?.name ?? null,
    address: life.delivery_type === "stop_desk" ? null : (o.shipping_address?.address_1 ?? null),
    commune: place ? (ar ? place.commune_name_ar : place.commune_name_fr) || null : null,
    wilaya: place ? (ar ? place.wilaya_name_ar : place.wilaya_name_fr) || null : null,
    wilaya_code: life.wilaya_code,
    stop_desk: desk ? { ...deskTexts(desk, lang), opening_hours: desk.opening_hours ?? null } : null,
  }
}
