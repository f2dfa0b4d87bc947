import { z } from "@medusajs/framework/zod"

export const PostAdminProductCatalogSchema = z
  .object({
    brand_id: z.string().trim().min(1).nullable().optional(),
    brand_line_id: z.string().trim().min(1).nullable().optional(),
    feature_value_ids: z.array(z.string().trim().min(1)).max(200).optional(),
    related_product_ids: z.array(z.string().trim().min(1)).max(50).optional(),
    featured: z.boolean().optional(),
  })
  .strict()
export type PostAdminProductCatalogType = z.infer<typeof PostAdminProductCatalogSchema>

const PackItem = z
  .object({
    product_id: z.string().trim().min(1),
    variant_id: z.string().trim().min(1).nullable().optional(),
    quantity: z.number().int().min(1).max(100),
  })
  .strict()
export const PostAdminProductPackSchema = z.object({ mode: z.enum(["strict", "flexible"]), items: z.array(PackItem).min(1).max(20) }).strict()
export type PostAdminProductPackType = z.infer<typeof PostAdminProductPackSchema>
