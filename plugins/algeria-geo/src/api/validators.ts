import { z } from "@medusajs/framework/zod"

/** A wilaya code in a path (`/wilayas/:code`): 1–99, so 70 is a 404 and "alger" a 400. */
export const WilayaCodeParam = z.coerce.number().int().min(1).max(99)

const search = z.string().trim().max(100).optional()

export const GetStoreWilayasSchema = z.object({ q: search })
export type GetStoreWilayasSchemaType = z.infer<typeof GetStoreWilayasSchema>

export const GetStoreCommunesSchema = z.object({ q: search })
export type GetStoreCommunesSchemaType = z.infer<typeof GetStoreCommunesSchema>

/** Admin lists of wilayas and of a wilaya's communes: search, deliverable filter, page. */
export const GetAdminWilayasSchema = z.object({
  q: search,
  deliverable: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  limit: z.coerce.number().int().min(1).max(2000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
})
export type GetAdminWilayasSchemaType = z.infer<typeof GetAdminWilayasSchema>

export const GetAdminCommunesSchema = GetAdminWilayasSchema
export type GetAdminCommunesSchemaType = z.infer<typeof GetAdminCommunesSchema>

export const PostAdminDeliverableSchema = z.object({ deliverable: z.boolean() }).strict()
export type PostAdminDeliverableSchemaType = z.infer<typeof PostAdminDeliverableSchema>
