import { authenticate, type MedusaRequest, type MedusaResponse, type MiddlewareRoute } from "@medusajs/framework/http"
import { can, type NotAllowedAnswer } from "@shop/contracts/staff-roles"
import { checkImageUploads } from "../../lib/image-uploads"
import { cleanProductHtml, cleanTranslationHtml } from "../../lib/staff-html"
import { serveUpload, type PrivateFileAccess } from "../../lib/upload-files"
import { staffRoleOf } from "./roles"

const signedIn = authenticate("user", ["session", "bearer", "api-key"])

/**
 * Who may download a private file (an export): a signed-in member of staff (session cookie, as when
 * the admin opens the link, or bearer token) whose role reads reports, as Medusa's export routes ask.
 */
const canReadPrivateFile: PrivateFileAccess = async (req: MedusaRequest, res: MedusaResponse) => {
  const authed = await new Promise<boolean>((resolve, reject) => {
    Promise.resolve(signedIn(req, res, (err?: unknown) => (err ? reject(err) : resolve(true)))).then(() => resolve(false), reject)
  })
  if (!authed) return false
  const role = await staffRoleOf(req)
  if (can(role, "reports.read")) return true
  const body: NotAllowedAnswer = {
    type: "not_allowed",
    permission: "reports.read",
    message: `Your role (${role}) does not have the permission reports.read this file needs.`,
  }
  res.status(403).json(body)
  return false
}

/**
 * Inert uploads and staff HTML (issue 17 item 4; docs/decisions/0047, 0048).
 * Routes without a method are Medusa "global" middlewares: they run before the core routes' own
 * middlewares (multer, body validation) of the same path, which is what these need.
 */
export const uploadsRoutes: MiddlewareRoute[] = [
  // images only, by their bytes, 2 MB each: Medusa's media upload and the content plugin's
  { matcher: "/admin/uploads", middlewares: [checkImageUploads] },
  { matcher: "/admin/content/uploads", middlewares: [checkImageUploads] },
  // uploaded files served with their real type, nosniff and Content-Disposition
  { matcher: "/static/*", method: ["GET"], middlewares: [serveUpload(canReadPrivateFile)] },
  // product texts the storefront shows as HTML: the shop's one HTML policy on write
  { matcher: "/admin/products", middlewares: [cleanProductHtml] },
  { matcher: "/admin/translations/batch", middlewares: [cleanTranslationHtml] },
]
