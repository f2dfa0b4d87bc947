import { createHook, createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { batchLinksWorkflow, createInventoryItemsStep, deleteInventoryItemStep, updateProductVariantsWorkflow } from "@medusajs/medusa/core-flows"
import { ownStockLink } from "../lib/packs"
import { planProductPackStep, type SetProductPackInput } from "./steps/plan-product-pack"
import { replaceProductPackStep } from "./steps/replace-product-pack"

export type { SetProductPackInput } from "./steps/plan-product-pack"

/**
 * Makes the product a pack or replaces its contents. A strict pack's single variant becomes a
 * Medusa inventory kit of its parts (selling it reserves and decrements them); a strict pack
 * turning flexible gets its own empty stock back. Inventory links, inventory items, the variant
 * and the pack rows change together: a failure anywhere (the `packSet` hook included) undoes all.
 */
export const setProductPackWorkflow = createWorkflow("set-product-pack", (input: SetProductPackInput) => {
  const plan = planProductPackStep(input)

  const ownStock = when("create-pack-own-stock", { plan }, ({ plan }) => !!plan.own_stock).then(() =>
    createInventoryItemsStep(transform({ plan }, ({ plan }) => [{ sku: plan.own_stock!.sku, title: plan.own_stock!.title }]))
  )
  batchLinksWorkflow.runAsStep({
    input: transform({ plan, ownStock }, ({ plan, ownStock }) => ({
      create: [...plan.create, ...(ownStock?.length ? [ownStockLink(plan.own_stock!.variant_id, ownStock[0].id)] : [])],
      update: [],
      delete: plan.dismiss,
    })),
  })
  when("drop-orphan-inventory-items", { plan }, ({ plan }) => plan.orphan_item_ids.length > 0).then(() =>
    deleteInventoryItemStep(transform({ plan }, ({ plan }) => plan.orphan_item_ids))
  )
  when("make-pack-a-kit", { plan }, ({ plan }) => plan.mode === "strict" && !!plan.pack_variant_id).then(() =>
    updateProductVariantsWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({ selector: { id: plan.pack_variant_id! }, update: { manage_inventory: true } })),
    })
  )
  const pack = replaceProductPackStep(transform({ plan }, ({ plan }) => ({ product_id: plan.product_id, mode: plan.mode, items: plan.items })))
  const packSet = createHook("packSet", { product_id: input.product_id, pack })
  return new WorkflowResponse(pack, { hooks: [packSet] })
})
