import { MedusaError } from "@medusajs/framework/utils"
import { createStep } from "@medusajs/framework/workflows-sdk"
import type { DiscountRuleType } from "../../lib/discount"
import { missingTargets } from "../../lib/discount-sync"

/** 400 naming `target_ids` when a targeted product, category or brand does not exist. Reads only. */
export const validateDiscountTargetsStep = createStep(
  "validate-catalog-discount-targets",
  async (input: { rule_type: DiscountRuleType; target_ids: string[] }, { container }) => {
    const missing = await missingTargets(container, input.rule_type, input.target_ids)
    if (missing.length) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid target_ids: no ${input.rule_type} ${missing.join(", ")}`)
    }
  }
)
