import {
  defineMiddlewares,
  validateAndTransformBody,
  validateAndTransformQuery,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { IMAGE_MAX_BYTES as UPLOAD_MAX_BYTES } from "@shop/shared/image"
import { adminListQueryConfig, retrieveQueryConfig, storeListQueryConfig } from "./query-config"
import {
  GetAdminBlogCategoriesSchema,
  GetAdminBlogPostsSchema,
  GetAdminCmsPagesSchema,
  GetAdminContentBlocksSchema,
  GetAdminContentLookupsSchema,
  GetStoreBlogCategorySchema,
  GetStoreBlogPostsSchema,
  PostAdminCreateBlogCategorySchema,
  PostAdminCreateBlogPostSchema,
  PostAdminCreateCmsPageSchema,
  PostAdminCreateContentBlockSchema,
  PostAdminReorderContentBlocksSchema,
  PostAdminSettingsSchema,
  PostAdminThemeSchema,
  PostAdminUpdateBlogCategorySchema,
  PostAdminUpdateBlogPostSchema,
  PostAdminUpdateCmsPageSchema,
  PostAdminUpdateContentBlockSchema,
  PutAdminMenuSchema,
} from "./validators"
import multer from "multer"

/** Files are kept in memory up to 5× the limit so the route can name the file that is too large (413). */
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES * 5, files: 20 } }).array("files")

function uploadFiles(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  upload(req, res, (err: unknown) => {
    if (!err) return next()
    // multer answers with a MulterError (code, message) or the error a stream raised
    const { code, message } = err as { code?: string; message?: string }
    const tooLarge = code === "LIMIT_FILE_SIZE"
    res.status(tooLarge ? 413 : 400).json({ type: "invalid_data", message: `Invalid files: ${tooLarge ? "a file is larger than 2 MB" : message}` })
  })
}

export default defineMiddlewares({
  routes: [
    { matcher: "/admin/content/blocks", method: "GET", middlewares: [validateAndTransformQuery(GetAdminContentBlocksSchema, retrieveQueryConfig)] },
    { matcher: "/admin/content/blocks", method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateContentBlockSchema)] },
    // Medusa registers static paths before parameters: POST /blocks/reorder is answered before
    // the /blocks/:id validator below would see it.
    { matcher: "/admin/content/blocks/reorder", method: "POST", middlewares: [validateAndTransformBody(PostAdminReorderContentBlocksSchema)] },
    { matcher: "/admin/content/blocks/:id", method: "POST", middlewares: [validateAndTransformBody(PostAdminUpdateContentBlockSchema)] },
    { matcher: "/admin/content/menus/:location", method: "PUT", middlewares: [validateAndTransformBody(PutAdminMenuSchema)] },
    { matcher: "/admin/content/theme", method: "POST", middlewares: [validateAndTransformBody(PostAdminThemeSchema)] },
    { matcher: "/admin/content/settings", method: "POST", middlewares: [validateAndTransformBody(PostAdminSettingsSchema)] },
    { matcher: "/admin/content/lookups/:kind", method: "GET", middlewares: [validateAndTransformQuery(GetAdminContentLookupsSchema, retrieveQueryConfig)] },
    { matcher: "/admin/content/uploads", method: "POST", bodyParser: false, middlewares: [uploadFiles] },
    { matcher: "/admin/blog/posts", method: "GET", middlewares: [validateAndTransformQuery(GetAdminBlogPostsSchema, adminListQueryConfig)] },
    { matcher: "/admin/blog/posts", method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateBlogPostSchema)] },
    { matcher: "/admin/blog/posts/:id", method: "POST", middlewares: [validateAndTransformBody(PostAdminUpdateBlogPostSchema)] },
    { matcher: "/admin/blog/categories", method: "GET", middlewares: [validateAndTransformQuery(GetAdminBlogCategoriesSchema, adminListQueryConfig)] },
    { matcher: "/admin/blog/categories", method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateBlogCategorySchema)] },
    { matcher: "/admin/blog/categories/:id", method: "POST", middlewares: [validateAndTransformBody(PostAdminUpdateBlogCategorySchema)] },
    { matcher: "/admin/cms-pages", method: "GET", middlewares: [validateAndTransformQuery(GetAdminCmsPagesSchema, adminListQueryConfig)] },
    { matcher: "/admin/cms-pages", method: "POST", middlewares: [validateAndTransformBody(PostAdminCreateCmsPageSchema)] },
    { matcher: "/admin/cms-pages/:id", method: "POST", middlewares: [validateAndTransformBody(PostAdminUpdateCmsPageSchema)] },
    { matcher: "/store/blog/posts", method: "GET", middlewares: [validateAndTransformQuery(GetStoreBlogPostsSchema, storeListQueryConfig)] },
    { matcher: "/store/blog/categories/:slug", method: "GET", middlewares: [validateAndTransformQuery(GetStoreBlogCategorySchema, storeListQueryConfig)] },
  ],
})
