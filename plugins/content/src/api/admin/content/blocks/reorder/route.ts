import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminBlock } from "../../../../../lib/block-out"
import { contentService, invalid } from "../../../../helpers"
import type { PostAdminReorderContentBlocksSchemaType } from "../../../../validators"

/**
 * POST /admin/content/blocks/reorder {page, ids} → positions 0..n-1 in that order. Every id must
 * be a block of that page and every block of the page must be listed, so a stale admin screen
 * cannot leave two blocks at one position.
 */
export async function POST(req: MedusaRequest<PostAdminReorderContentBlocksSchemaType>, res: MedusaResponse) {
  const { page, ids } = req.validatedBody
  const service = contentService(req)
  const blocks = await service.listContentBlocks({ page }, { select: ["id"], take: null })
  const known = new Set(blocks.map((b) => b.id))
  if (new Set(ids).size !== ids.length) throw invalid("ids", "an id is listed twice")
  const stranger = ids.find((id) => !known.has(id))
  if (stranger) throw invalid("ids", `${stranger} is not a block of page ${page}`)
  if (ids.length !== known.size) throw invalid("ids", `must list all ${known.size} blocks of page ${page}`)
  await service.updateContentBlocks(ids.map((id, position) => ({ id, position })))
  const after = await service.listContentBlocks({ page }, { order: { position: "ASC" }, take: null })
  res.json({ blocks: after.map(adminBlock) })
}
