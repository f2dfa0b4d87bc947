import { defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import type { ZodTypeAny } from "@medusajs/framework/zod"
import { parseOrThrow } from "./helpers"
import { UPLOAD_MAX_BYTES } from "../lib/image-check"
import {
  PostAdminCreateBlock,
  PostAdminCreateBlogCategory,
  PostAdminCreateCmsPage,
  PostAdminCreatePost,
  PostAdminSettings,
  PostAdminTheme,
  PostAdminUpdateBlock,
  PostAdminUpdateBlogCategory,
  PostAdminUpdateCmsPage,
  PostAdminUpdatePost,
  PutAdminMenu,
} from "./validators"

// multer ships with Medusa (its own /admin/uploads uses it); no types are installed for it
// eslint-disable-next-line @typescript-eslint/no-var-requires
const multer = require("multer")
/** Files are kept in memory up to 5× the limit so the route can name the file that is too large (413). */
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES * 5, files: 20 } }).array("files")

function uploadFiles(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  upload(req, res, (err: any) => {
    if (!err) return next()
    const tooLarge = err.code === "LIMIT_FILE_SIZE"
    res.status(tooLarge ? 413 : 400).json({ type: "invalid_data", message: `Invalid files: ${tooLarge ? "a file is larger than 2 MB" : err.message}` })
  })
}

/**
 * Like Medusa's validateAndTransformBody, but the 400 always names the field ("Invalid
 * colors.primary: ..."): Medusa's formatter drops the path of refinements' custom messages.
 */
const validateBody = (schema: ZodTypeAny) => (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
  try {
    ;(req as any).validatedBody = parseOrThrow(schema, req.body ?? {}, "body")
    next()
  } catch (e) {
    next(e)
  }
}

const post = (matcher: string, schema: ZodTypeAny) => ({ matcher, method: "POST" as const, middlewares: [validateBody(schema)] })

export default defineMiddlewares({
  routes: [
    post("/admin/content/blocks", PostAdminCreateBlock),
    post("/admin/content/blocks/:id", PostAdminUpdateBlock),
    { matcher: "/admin/content/menus/:location", method: "PUT", middlewares: [validateBody(PutAdminMenu)] },
    post("/admin/content/theme", PostAdminTheme),
    post("/admin/content/settings", PostAdminSettings),
    { matcher: "/admin/content/uploads", method: "POST", bodyParser: false, middlewares: [uploadFiles] },
    post("/admin/blog/posts", PostAdminCreatePost),
    post("/admin/blog/posts/:id", PostAdminUpdatePost),
    post("/admin/blog/categories", PostAdminCreateBlogCategory),
    post("/admin/blog/categories/:id", PostAdminUpdateBlogCategory),
    post("/admin/cms-pages", PostAdminCreateCmsPage),
    post("/admin/cms-pages/:id", PostAdminUpdateCmsPage),
  ],
})
