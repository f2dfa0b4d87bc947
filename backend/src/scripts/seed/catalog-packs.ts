import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { readPack, setProductPackWorkflow } from "@shop/catalog/workflows"
import type { CatalogData } from "./catalog-data"

/**
 * The demo packs (products of data/catalog with a `pack`): strict packs become inventory kits of
 * their parts' variants (found by SKU), flexible packs list their parts' products (by handle).
 * Only for the pack products this run created (`created` handles), so a pack the merchant
 * changed or removed stays as it is.
 */
export async function seedPacks(container: MedusaContainer, data: CatalogData, created: Set<string>) {
  const todo = data.products.filter((p) => p.pack && created.has(p.handle))
  if (!todo.length) return { packs: 0 }
  const products = container.resolve(Modules.PRODUCT)
  const skus = todo.flatMap((p) => p.pack!.items.map((i) => i.sku).filter((s): s is string => !!s))
  const handles = [...todo.map((p) => p.handle), ...todo.flatMap((p) => p.pack!.items.map((i) => i.handle).filter((h): h is string => !!h))]
  const variants = skus.length ? await products.listProductVariants({ sku: skus }, { select: ["id", "sku", "product_id"], take: null }) : []
  const bySku = new Map(variants.map((v) => [v.sku, v]))
  const byHandle = new Map((await products.listProducts({ handle: handles }, { select: ["id", "handle"], take: null })).map((p) => [p.handle, p.id]))
  let packs = 0
  for (const p of todo) {
    const id = byHandle.get(p.handle)
    if (!id || (await readPack(container, id))) continue
    await setProductPackWorkflow(container).run({
      input: {
        product_id: id,
        mode: p.pack!.mode,
        items: p.pack!.items.map((i) =>
          i.sku
            ? { product_id: bySku.get(i.sku)!.product_id!, variant_id: bySku.get(i.sku)!.id, quantity: i.quantity }
            : { product_id: byHandle.get(i.handle!)!, quantity: i.quantity }
        ),
      },
    })
    packs += 1
  }
  return { packs }
}
