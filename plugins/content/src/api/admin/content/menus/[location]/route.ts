import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MENU_LOCATIONS } from "@shop/contracts/content"
import { flattenMenu, menuTree } from "../../../../../lib/menu-write"
import { contentService, notFound } from "../../../../helpers"
import type { PutAdminMenuSchemaType } from "../../../../validators"

function location(req: MedusaRequest) {
  const l = req.params.location
  if (!(MENU_LOCATIONS as readonly string[]).includes(l)) throw notFound("Menu", l)
  return l
}

async function tree(req: MedusaRequest, loc: string) {
  const rows = await contentService(req).listMenuItems({ location: loc }, { take: null })
  return { location: loc, items: menuTree(rows) }
}

/** GET /admin/content/menus/:location → the whole tree with every language. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ menu: await tree(req, location(req)) })
}

/** PUT /admin/content/menus/:location {items} → replaces the tree (depth at most 3). */
export async function PUT(req: MedusaRequest<PutAdminMenuSchemaType>, res: MedusaResponse) {
  const loc = location(req)
  await contentService(req).replaceMenu(loc, flattenMenu(loc, req.validatedBody.items))
  res.json({ menu: await tree(req, loc) })
}
