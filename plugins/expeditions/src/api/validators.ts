import { z } from "@medusajs/framework/zod"
import { EXPEDITION_STATUSES } from "../modules/expedition/models/internal-expedition"

const Page = { limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) }
const id = z.string().trim().min(1).max(100)
const reason = z.string().trim().max(500).nullable().optional()

export const GetStockSchema = z.object({ q: z.string().trim().max(100).optional(), ...Page }).strict()
export const GetAvailableSchema = z.object({ q: z.string().trim().max(100).optional(), expedition_id: id.optional(), ...Page }).strict()
export const GetMovementsSchema = z.object({ variant_id: id.optional(), kind: z.string().optional(), ...Page }).strict()

/** Quantities are checked by lib/rules (the spec's invalid-quantity message), not here. */
export const PostStockSchema = z.object({ variant_id: id, quantity: z.unknown(), reason }).strict()
export const PostAllocationSchema = z
  .object({
    variant_id: id,
    maximum: z.unknown(),
    allocations: z.array(z.object({ location_id: id, quantity: z.unknown() }).strict()).min(1).max(50),
    reason,
  })
  .strict()

export const GetExpeditionsSchema = z
  .object({ status: z.enum(EXPEDITION_STATUSES).optional(), location_id: id.optional(), ...Page })
  .strict()
export const PostExpeditionSchema = z
  .object({ source_location_id: id, destination_location_id: id, note: z.string().trim().max(1000).nullable().optional() })
  .strict()
export const PostItemSchema = z.object({ variant_id: id, quantity: z.unknown().optional() }).strict()
export const PostItemQuantitySchema = z.object({ quantity: z.unknown() }).strict()
export const PostStaffSchema = z.object({ user_ids: z.array(id).max(500) }).strict()
