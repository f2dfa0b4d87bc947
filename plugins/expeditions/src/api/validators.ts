import { z } from "@medusajs/framework/zod"
import { EXPEDITION_STATUSES } from "../modules/expedition/models/internal-expedition"

const Page = { limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) }
const id = z.string().trim().min(1).max(100)
const reason = z.string().trim().max(500).nullable().optional()

export const GetAdminWarehouseStockSchema = z.object({ q: z.string().trim().max(100).optional(), ...Page })
export type GetAdminWarehouseStockSchemaType = z.infer<typeof GetAdminWarehouseStockSchema>

export const GetAdminAvailableProductsSchema = z.object({ q: z.string().trim().max(100).optional(), expedition_id: id.optional(), ...Page })
export type GetAdminAvailableProductsSchemaType = z.infer<typeof GetAdminAvailableProductsSchema>

export const GetAdminMovementsSchema = z.object({ variant_id: id.optional(), kind: z.string().optional(), ...Page })
export type GetAdminMovementsSchemaType = z.infer<typeof GetAdminMovementsSchema>

/** Quantities are checked by lib/rules (the spec's invalid-quantity message and code), not here. */
export const PostAdminWarehouseStockSchema = z.object({ variant_id: id, quantity: z.unknown(), reason })
export type PostAdminWarehouseStockSchemaType = z.infer<typeof PostAdminWarehouseStockSchema>

export const PostAdminStockAllocationSchema = z.object({
  variant_id: id,
  maximum: z.unknown(),
  allocations: z
    .array(z.object({ location_id: id, quantity: z.unknown() }).strict())
    .min(1)
    .max(50),
  reason,
})
export type PostAdminStockAllocationSchemaType = z.infer<typeof PostAdminStockAllocationSchema>

export const GetAdminExpeditionsSchema = z.object({ status: z.enum(EXPEDITION_STATUSES).optional(), location_id: id.optional(), ...Page })
export type GetAdminExpeditionsSchemaType = z.infer<typeof GetAdminExpeditionsSchema>

export const PostAdminExpeditionSchema = z.object({
  source_location_id: id,
  destination_location_id: id,
  note: z.string().trim().max(1000).nullable().optional(),
})
export type PostAdminExpeditionSchemaType = z.infer<typeof PostAdminExpeditionSchema>

export const PostAdminExpeditionItemSchema = z.object({ variant_id: id, quantity: z.unknown().optional() })
export type PostAdminExpeditionItemSchemaType = z.infer<typeof PostAdminExpeditionItemSchema>

/** A line's new quantity, or the quantity received of it. */
export const PostAdminItemQuantitySchema = z.object({ quantity: z.unknown() })
export type PostAdminItemQuantitySchemaType = z.infer<typeof PostAdminItemQuantitySchema>

export const PostAdminWarehouseStaffSchema = z.object({ user_ids: z.array(id).max(500) })
export type PostAdminWarehouseStaffSchemaType = z.infer<typeof PostAdminWarehouseStaffSchema>
