import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminBlock } from "../../../../lib/block-out"
import { contentService } from "../../../helpers"
import { blockWrite } from "../../../block-write"
import type { GetAdminContentBlocksSchemaType, PostAdminCreateContentBlockSchemaType } from "../../../validators"

/** GET /admin/content/blocks?page=home → every block of the page (active or not) by position. */
export async function GET(req: MedusaRequest<unknown, GetAdminContentBlocksSchemaType>, res: MedusaResponse) {
  const { page } = req.validatedQuery
  const blocks = await contentService(req).listContentBlocks({ page }, { order: { position: "ASC", created_at: "ASC" }, take: null })
  res.json({ blocks: blocks.map(adminBlock) })
}

/** POST /admin/content/blocks → creates a block, appended at the end of its page unless a position is given. */
export async function POST(req: MedusaRequest<PostAdminCreateContentBlockSchemaType>, res: MedusaResponse) {
  const body = req.validatedBody
  const page = body.page ?? "home"
  let position = body.position
  if (position === undefined) {
    const [last] = await contentService(req).listContentBlocks({ page }, { select: ["position"], order: { position: "DESC" }, take: 1 })
    position = last ? last.position + 1 : 0
  }
  const created = await contentService(req).createContentBlocks({ ...blockWrite(body), page, position })
  res.status(201).json({ block: adminBlock(created) })
}
