import { z } from "@medusajs/framework/zod"
import { CONFIRMATION_STATUSES } from "../modules/cod/models/confirmation"

export const PostAdminBlockedPhoneSchema = z
  .object({ phone: z.union([z.string(), z.number()]), reason: z.string().trim().max(500).nullable().optional() })
  .strict()
export type PostAdminBlockedPhone = z.infer<typeof PostAdminBlockedPhoneSchema>

const Page = { limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) }

export const GetAdminLeadsSchema = z.object({ status: z.enum(["open", "converted"]).optional(), ...Page }).strict()

export const GetAdminConfirmationsSchema = z
  .object({
    status: z.enum(CONFIRMATION_STATUSES).optional(),
    wilaya: z.coerce.number().int().min(1).max(69).optional(),
    transporter_id: z.string().trim().min(1).max(100).optional(),
    from: z.coerce.date().optional(),
    to: z.coerce.date().optional(),
    ...Page,
  })
  .strict()

export const PostAdminConfirmationSchema = z
  .object({
    status: z.enum(["confirmed", "no_answer", "postponed", "cancelled"]),
    postponed_until: z.coerce.date().nullable().optional(),
    reason: z.string().trim().max(500).nullable().optional(),
  })
  .strict()
export type PostAdminConfirmation = z.infer<typeof PostAdminConfirmationSchema>
