import { z } from "@medusajs/framework/zod"
import { CROSS_SELL_LIMIT } from "../../store-products"

export const StoreGetCrossSellingSchema = z.object({ limit: z.coerce.number().int().min(1).max(24).default(CROSS_SELL_LIMIT) })
export type StoreGetCrossSellingType = z.infer<typeof StoreGetCrossSellingSchema>
