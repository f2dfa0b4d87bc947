import { z } from "@medusajs/framework/zod"
import { queryList } from "@shop/shared/query-list"
import { COURIER_ADAPTERS } from "@shop/contracts/couriers"

/** The contract's request schemas (@shop/contracts/couriers, zod 3) rebuilt in Medusa's zod: same fields. */
const account = {
  name: z.string().trim().min(1).max(120),
  base_url: z.string().trim().url().max(300),
  credentials: z.record(z.string(), z.string().trim().min(1).max(500)),
  webhook_secret: z.string().trim().min(8).max(500).nullish(),
  sandbox: z.boolean().optional(),
  active: z.boolean().optional(),
  from_wilaya_code: z.number().int().min(1).max(58).optional(),
}
export const PostCourierAccountSchema = z.object({ transporter_id: z.string().min(1), adapter: z.enum(COURIER_ADAPTERS), ...account }).strict()
export type PostCourierAccount = z.infer<typeof PostCourierAccountSchema>
export const UpdateCourierAccountSchema = z.object(account).partial().strict()
export type UpdateCourierAccount = z.infer<typeof UpdateCourierAccountSchema>
export const PostHandOverSchema = z.object({ order_ids: z.array(z.string().min(1)).min(1).max(500) }).strict()
export type PostHandOver = z.infer<typeof PostHandOverSchema>
/** `GET /admin/couriers/labels?order_id=…` (repeated, past qs's 20 too, or comma-separated): one merged PDF in the order given. */
export const GetLabelsSchema = z
  .object({
    order_id: z.preprocess(
      queryList,
      z.array(z.string().min(1).max(100)).min(1, "name at least one order (order_id)").max(200, "at most 200 orders in one label sheet (order_id)")
    ),
  })
  .strict()
export type GetLabels = z.infer<typeof GetLabelsSchema>
export const PostCourierSyncSchema = z.object({ apply: z.boolean().optional() }).strict()
export type PostCourierSync = z.infer<typeof PostCourierSyncSchema>
