import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminBlock } from "../../../../../lib/block-out"
import { blockWrite } from "../../../../block-write"
import { contentService, notFound } from "../../../../helpers"
import type { PostAdminUpdateContentBlockSchemaType } from "../../../../validators"

async function find(req: MedusaRequest) {
  const [block] = await contentService(req).listContentBlocks({ id: req.params.id })
  if (!block) throw notFound("Content block", req.params.id)
  return block
}

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ block: adminBlock(await find(req)) })
}

/** Updates the given fields only (omitted = kept, null clears). */
export async function POST(req: MedusaRequest<PostAdminUpdateContentBlockSchemaType>, res: MedusaResponse) {
  await find(req)
  const updated = await contentService(req).updateContentBlocks({ id: req.params.id, ...blockWrite(req.validatedBody) })
  res.json({ block: adminBlock(updated) })
}

export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await find(req)
  await contentService(req).deleteContentBlocks(req.params.id)
  res.json({ id: req.params.id, object: "content_block", deleted: true })
}
