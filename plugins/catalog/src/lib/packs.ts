import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { catalogOf as catalog } from "./catalog-service"

export type PackInput = {
  mode: "strict" | "flexible"
  items: Array<{ product_id: string; variant_id?: string | null; quantity: number }>
}

const invalid = (field: string, message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid ${field}: ${message}`)

const link = (variantId: string, inventoryItemId: string, required_quantity?: number) => ({
  [Modules.PRODUCT]: { variant_id: variantId },
  [Modules.INVENTORY]: { inventory_item_id: inventoryItemId },
  ...(required_quantity !== undefined && { data: { required_quantity } }),
})

async function variantInventory(container: MedusaContainer, variantIds: string[]) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product_variant_inventory_items",
    fields: ["variant_id", "inventory_item_id", "required_quantity"],
    filters: { variant_id: variantIds },
  })
  return data as Array<{ variant_id: string; inventory_item_id: string; required_quantity: number }>
}

/** Checks a pack and resolves what it needs; 400 naming `items.N.field` on bad input. */
async function plan(container: MedusaContainer, productId: string, input: PackInput) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const ids = [productId, ...input.items.map((i) => i.product_id)]
  const { data } = await query.graph({
    entity: "product",
    fields: ["id", "variants.id", "variants.manage_inventory"],
    filters: { id: ids },
  })
  const rows = data as { id: string; variants?: ({ id: string; manage_inventory: boolean } | null)[] | null }[]
  const byId = new Map(rows.map((p) => [p.id, p]))
  const pack = byId.get(productId)
  if (!pack) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product ${productId} was not found`)
  const nested = await catalog(container).listPacks({ product_id: input.items.map((i) => i.product_id) }, { select: ["product_id"] })
  const seen = new Set<string>()
  const items = input.items.map((item, n) => {
    const part = byId.get(item.product_id)
    if (!part) throw invalid(`items.${n}.product_id`, `no product ${item.product_id}`)
    if (item.product_id === productId) throw invalid(`items.${n}.product_id`, "a pack cannot contain itself")
    if (nested.some((x) => x.product_id === item.product_id)) throw invalid(`items.${n}.product_id`, "a pack cannot contain another pack")
    const variants = (part.variants ?? []).filter((v) => v != null)
    let variantId = item.variant_id ?? null
    if (input.mode === "strict") {
      if (!variantId && variants.length === 1) variantId = variants[0].id
      if (!variantId) throw invalid(`items.${n}.variant_id`, "a strict pack names the combination of each product that has several")
    } else if (variantId) throw invalid(`items.${n}.variant_id`, "a flexible pack lets the buyer choose: leave it empty")
    if (variantId && !variants.some((v) => v.id === variantId)) throw invalid(`items.${n}.variant_id`, `not a combination of ${item.product_id}`)
    const k = `${item.product_id}/${variantId}`
    if (seen.has(k)) throw invalid(`items.${n}`, "the same product appears twice: raise its quantity instead")
    seen.add(k)
    return { product_id: item.product_id, variant_id: variantId, quantity: item.quantity, position: n }
  })
  const packVariants = (pack.variants ?? []).filter((v) => v != null)
  if (input.mode === "strict" && packVariants.length !== 1) {
    throw invalid("mode", `a strict pack product has exactly one combination (this one has ${packVariants.length})`)
  }
  return { items, packVariantId: packVariants[0]?.id as string | undefined }
}

/**
 * The pack variant's inventory links for a strict pack: a Medusa inventory kit made of each
 * part's inventory items × its quantity, so an order reserves and decrements the parts and the
 * pack is available only while every part is.
 */
async function kitLinks(container: MedusaContainer, packVariantId: string, items: Array<{ variant_id: string | null; quantity: number }>) {
  const parts = await variantInventory(
    container,
    items.map((i) => i.variant_id!)
  )
  const required = new Map<string, number>()
  for (const item of items) {
    const own = parts.filter((p) => p.variant_id === item.variant_id)
    if (!own.length) throw invalid("items", `combination ${item.variant_id} has no stock managed, it cannot be part of a strict pack`)
    for (const p of own) required.set(p.inventory_item_id, (required.get(p.inventory_item_id) ?? 0) + Number(p.required_quantity) * item.quantity)
  }
  return [...required].map(([id, qty]) => link(packVariantId, id, qty))
}

export type PackLink = ReturnType<typeof link>

/**
 * Everything setting the pack will change, read and checked up front: the pack's rows, the pack
 * variant's inventory links to drop and to create (a strict pack's kit, or its own stock again
 * when it stops being strict), and the inventory items nothing uses any more. Writes nothing.
 */
export async function planPack(container: MedusaContainer, productId: string, input: PackInput) {
  const { items, packVariantId } = await plan(container, productId, input)
  const [existing] = await catalog(container).listPacks({ product_id: productId }, { select: ["id", "mode"] })
  const relink = !!packVariantId && (input.mode === "strict" || existing?.mode === "strict")
  const current = relink ? await variantInventory(container, [packVariantId!]) : []
  const create = relink && input.mode === "strict" ? await kitLinks(container, packVariantId!, items) : []
  return {
    product_id: productId,
    mode: input.mode,
    items,
    pack_variant_id: packVariantId ?? null,
    dismiss: current.map((c) => link(c.variant_id, c.inventory_item_id)),
    create,
    /** A strict pack turning flexible: its variant gets its own (empty) inventory item back. */
    own_stock: relink && input.mode !== "strict" ? await ownStockOf(container, packVariantId!) : null,
    orphan_item_ids: relink
      ? await orphanItems(
          container,
          packVariantId!,
          current.map((c) => c.inventory_item_id),
          create
        )
      : [],
  }
}

/** What removing the product's pack changes: a strict pack's variant loses its kit and gets its own stock back. */
export async function planPackRemoval(container: MedusaContainer, productId: string) {
  const [existing] = await catalog(container).listPacks({ product_id: productId }, { select: ["id", "mode"] })
  if (!existing) return { pack_id: null, pack_variant_id: null, dismiss: [] as PackLink[], own_stock: null }
  let variantId: string | null = null
  if (existing.mode === "strict") {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "product", fields: ["variants.id"], filters: { id: productId } })
    const [product] = data as { variants?: ({ id: string } | null)[] | null }[]
    variantId = product?.variants?.[0]?.id ?? null
  }
  const current = variantId ? await variantInventory(container, [variantId]) : []
  return {
    pack_id: existing.id,
    pack_variant_id: variantId,
    dismiss: current.map((c) => link(c.variant_id, c.inventory_item_id)),
    own_stock: variantId ? await ownStockOf(container, variantId) : null,
  }
}

/** The link of a variant to its own inventory item (created by the workflow), one unit each. */
export const ownStockLink = (variantId: string, inventoryItemId: string) => link(variantId, inventoryItemId, 1)

/**
 * The pack's own inventory item (created with the product) is no longer linked to anything once
 * the pack is a kit: it is deleted so the merchant's stock pages show only real goods.
 */
async function orphanItems(container: MedusaContainer, packVariantId: string, itemIds: string[], kept: PackLink[]) {
  const keep = new Set(kept.map((l) => l[Modules.INVENTORY].inventory_item_id))
  const candidates = itemIds.filter((id) => !keep.has(id))
  if (!candidates.length) return []
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "product_variant_inventory_items",
    fields: ["inventory_item_id", "variant_id"],
    filters: { inventory_item_id: candidates },
  })
  // the pack variant's own (about to be dismissed) link does not count
  const links = data as { inventory_item_id: string; variant_id: string }[]
  const stillUsed = new Set(links.filter((l) => l.variant_id !== packVariantId).map((l) => l.inventory_item_id))
  return candidates.filter((id) => !stillUsed.has(id))
}

/** The inventory item a variant leaving kit mode gets: out of stock until stocked. */
async function ownStockOf(container: MedusaContainer, variantId: string) {
  const [variant] = await container.resolve(Modules.PRODUCT).listProductVariants({ id: variantId }, { select: ["id", "sku", "title"] })
  return { variant_id: variantId, sku: variant?.sku ?? undefined, title: variant?.title ?? undefined }
}

/** The pack as stored: mode and items in order, or null. */
export async function readPack(container: MedusaContainer, productId: string) {
  const [pack] = await catalog(container).listPacks({ product_id: productId }, { relations: ["items"] })
  if (!pack) return null
  const items = [...(pack.items ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((i) => ({ product_id: i.product_id, variant_id: i.variant_id, quantity: i.quantity }))
  return { id: pack.id, product_id: pack.product_id, mode: pack.mode, items }
}
