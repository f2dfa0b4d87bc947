import { Modules, PromotionStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * Whether the shop runs an automatic Medusa promotion now (one the merchant made in Medusa's
 * Promotions screen: it applies without a code). The COD form takes no code, and the catalogue's own
 * discounts are sale price lists the direct order prices like the cart; only an automatic promotion
 * needs the cart's promotion engine (decision 0081). It only reads.
 */
export const findAutomaticPromotionsStep = createStep("find-automatic-promotions", async (_: void, { container }) => {
  const found = await container.resolve(Modules.PROMOTION).listPromotions({ is_automatic: true, status: [PromotionStatus.ACTIVE] }, { select: ["id"], take: 1 })
  return new StepResponse({ any: found.length > 0 })
})
