import { z } from "@medusajs/framework/zod"
import { CANCEL_REASONS, RETURN_REASONS } from "@shop/contracts/order-life"

/** The contract's request schemas (@shop/contracts/order-life, zod 3) rebuilt in Medusa's zod: same fields. */
const note = z.string().trim().max(1000).nullish()

export const PostConfirmationChangeSchema = z
  .object({
    to: z.enum(["no_answer", "postponed", "confirmed", "cancelled"]),
    postponed_until: z.string().datetime({ offset: true }).nullish(),
    reason: z.enum(CANCEL_REASONS).nullish(),
    note,
  })
  .strict()
export type PostConfirmationChange = z.infer<typeof PostConfirmationChangeSchema>

export const PostDeliveryChangeSchema = z
  .object({
    to: z.enum(["handed_over", "in_transit", "out_for_delivery", "delivery_attempted", "delivered", "returning", "returned", "lost"]),
    tracking_number: z.string().trim().min(1).max(100).nullish(),
    reason: z.enum(RETURN_REASONS).nullish(),
    lines: z
      .array(z.object({ line_item_id: z.string().min(1), quantity: z.number().int().positive() }).strict())
      .min(1)
      .nullish(),
    note,
  })
  .strict()
export type PostDeliveryChange = z.infer<typeof PostDeliveryChangeSchema>

export const PostMoneyChangeSchema = z
  .object({
    to: z.enum(["refunded", "written_off"]),
    note: z.string().trim().min(1).max(1000),
  })
  .strict()
export type PostMoneyChange = z.infer<typeof PostMoneyChangeSchema>

const line = z.object({ line_item_id: z.string().min(1), quantity: z.number().int().positive() }).strict()
export const PostExchangeSchema = z
  .object({
    return_lines: z.array(line).min(1).max(50),
    new_items: z
      .array(z.object({ variant_id: z.string().min(1), quantity: z.number().int().positive() }).strict())
      .min(1)
      .max(50),
    note,
  })
  .strict()
export type PostExchange = z.infer<typeof PostExchangeSchema>

export const PostOrderEditSchema = z
  .object({
    lines: z
      .array(z.object({ line_item_id: z.string().min(1), quantity: z.number().int().min(0).max(1000) }).strict())
      .max(50)
      .optional(),
    new_items: z
      .array(z.object({ variant_id: z.string().min(1), quantity: z.number().int().min(1).max(1000) }).strict())
      .max(50)
      .optional(),
    delivery: z
      .object({
        wilaya: z.number().int().min(1).max(69),
        commune: z.number().int().positive(),
        address: z.string().trim().max(300).nullish(),
        shipping_option_id: z.string().min(1),
        stop_desk_id: z.string().min(1).nullish(),
      })
      .strict()
      .nullish(),
    note,
  })
  .strict()
export type PostOrderEdit = z.infer<typeof PostOrderEditSchema>

export const PostOrderMergeSchema = z.object({ into_order_id: z.string().min(1), note }).strict()
export type PostOrderMerge = z.infer<typeof PostOrderMergeSchema>
