import { z } from "@medusajs/framework/zod"

/** The language comes from `?locale=` or `x-medusa-locale` (Medusa moves it to `req.locale`); nothing else is read. */
export const StoreGetBrandsSchema = z.object({})
export type StoreGetBrandsType = z.infer<typeof StoreGetBrandsSchema>
