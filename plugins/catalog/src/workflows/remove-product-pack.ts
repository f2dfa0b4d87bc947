import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { batchLinksWorkflow, createInventoryItemsStep } from "@medusajs/medusa/core-flows"
import { ownStockLink } from "../lib/packs"
import { planPackRemovalStep } from "./steps/plan-pack-removal"
import { removeProductPackStep } from "./steps/remove-product-pack"

/** The product stops being a pack; a strict pack's variant leaves the kit and gets its own empty stock. */
export const removeProductPackWorkflow = createWorkflow("remove-product-pack", (input: { product_id: string }) => {
  const plan = planPackRemovalStep(input)
  const ownStock = when("create-unpacked-own-stock", { plan }, ({ plan }) => !!plan.own_stock).then(() =>
    createInventoryItemsStep(transform({ plan }, ({ plan }) => [{ sku: plan.own_stock!.sku, title: plan.own_stock!.title }]))
  )
  when("unlink-pack-kit", { plan }, ({ plan }) => !!plan.pack_variant_id).then(() =>
    batchLinksWorkflow.runAsStep({
      input: transform({ plan, ownStock }, ({ plan, ownStock }) => ({
        create: ownStock?.length ? [ownStockLink(plan.pack_variant_id!, ownStock[0].id)] : [],
        update: [],
        delete: plan.dismiss,
      })),
    })
  )
  when("remove-pack-rows", { plan }, ({ plan }) => !!plan.pack_id).then(() => removeProductPackStep(transform({ plan }, ({ plan }) => plan.pack_id!)))
  return new WorkflowResponse(transform({ input, plan }, ({ input, plan }) => ({ product_id: input.product_id, deleted: !!plan.pack_id })))
})
