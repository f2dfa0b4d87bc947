import { z } from "@medusajs/framework/zod"

export const WilayaCodeParam = z.coerce.number().int().min(1).max(99)

export const GetStoreGeoSchema = z.object({
  q: z.string().trim().max(100).optional(),
})
export type GetStoreGeoSchemaType = z.infer<typeof GetStoreGeoSchema>

export const GetAdminGeoSchema = z.object({
  q: z.string().trim().max(100).optional(),
  deliverable: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  limit: z.coerce.number().int().min(1).max(2000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
})
export type GetAdminGeoSchemaType = z.infer<typeof GetAdminGeoSchema>

export const PostAdminDeliverableSchema = z
  .object({ deliverable: z.boolean() })
  .strict()
export type PostAdminDeliverableSchemaType = z.infer<typeof PostAdminDeliverableSchema>
