import { z } from "@medusajs/framework/zod"

const Text = (max: number) => z.string().trim().max(max)
const Money = z.number().finite().min(0).max(1e9)

export const PostAdminSupplierSchema = z
  .object({
    name: Text(200).min(1),
    phone: Text(30).nullish(),
    address: Text(300).nullish(),
    wilaya_code: z.number().int().min(1).max(69).nullish(),
    commune_code: z.number().int().min(1).nullish(),
    notes: Text(2000).nullish(),
  })
  .strict()
export const PatchAdminSupplierSchema = PostAdminSupplierSchema.partial()

export const PostAdminPurchaseOrderSchema = z
  .object({
    supplier_id: z.string().min(1).max(100),
    location_id: z.string().min(1).max(100),
    notes: Text(2000).nullish(),
    expected_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullish(),
    lines: z
      .array(z.object({ variant_id: z.string().min(1).max(100), quantity: z.number().int().min(1).max(1_000_000), unit_cost: Money.optional() }).strict())
      .min(1)
      .max(500),
  })
  .strict()

export const PostAdminPurchaseReceiptSchema = z
  .object({
    lines: z
      .array(z.object({ line_id: z.string().min(1).max(100), quantity: z.number().int() }).strict())
      .min(1)
      .max(500),
  })
  .strict()

const Typed = z.object({ ht: Money.nullish(), ttc: Money.nullish() }).strict().nullish()
export const PostAdminVariantPriceSetSchema = z
  .object({
    tax_rate: z.number().min(0).max(100).optional(),
    supply: Typed,
    wholesale: Typed,
    wholesale_min_quantity: z.number().int().min(1).max(1_000_000).nullish(),
    supplier_id: z.string().max(100).nullish(),
    reorder_point: z.number().int().min(0).max(1_000_000).nullish(),
  })
  .strict()

export const GetAdminListSchema = z.object({
  q: z.string().max(200).optional(),
  status: z.string().max(40).optional(),
  supplier_id: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
})
export type GetAdminListSchemaType = z.infer<typeof GetAdminListSchema>

export const PostAdminLowStockOrdersSchema = z.object({ location_id: z.string().min(1).max(100) }).strict()

export const PostAdminAdSpendSchema = z
  .object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    source: Text(100).min(1),
    campaign: Text(200).nullish(),
    amount: Money,
  })
  .strict()

export const PostAdminClockInSchema = z.object({ location_id: z.string().min(1).max(100) }).strict()
