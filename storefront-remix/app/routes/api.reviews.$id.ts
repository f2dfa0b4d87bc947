import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { buyerHeaders } from "~/lib/backend-channel.server"
import { csrfToken, verifyCsrf } from "~/lib/csrf.server"
import { MedusaError } from "~/lib/medusa.server"
import { IMAGE_MAX_BYTES, reviewProblems, type ReviewPostResult, type ReviewsPage } from "~/features/reviews/review-form"
import { listReviews, submitReview } from "~/features/reviews/reviews.server"

const PRODUCT_ID = /^prod_[A-Za-z0-9]{1,60}$/

/**
 * The reviews tab's list, fetched when the tab is opened (spec §4), plus the CSRF token the form posts
 * back: the component only knows the product id, so the token comes with the list.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!PRODUCT_ID.test(params.id ?? "")) return Response.json({ error: "not_found" }, { status: 404, headers: { "Cache-Control": CACHE.private } })
  const offset = Math.max(0, Math.min(10_000, Number(new URL(request.url).searchParams.get("offset")) || 0))
  const { token, setCookie } = await csrfToken(request)
  const headers: Record<string, string> = { "Cache-Control": CACHE.private }
  if (setCookie) headers["Set-Cookie"] = setCookie
  try {
    const page = await listReviews(params.id!, offset)
    return Response.json({ ...page, csrf: token } satisfies ReviewsPage, { headers })
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    return Response.json({ error: e.status === 404 ? "not_found" : "failed" }, { status: e.status === 404 ? 404 : 502, headers })
  }
}

const STATUS: Record<ReviewPostResult["kind"], number> = { sent: 201, invalid: 400, limited: 429, session_expired: 403, failed: 502 }
const reply = (result: ReviewPostResult) => Response.json(result, { status: STATUS[result.kind], headers: { "Cache-Control": CACHE.private } })
const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "")

/** The review form's multipart post: CSRF, the same checks as the browser, then the backend. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (!PRODUCT_ID.test(params.id ?? "")) return reply({ kind: "failed" })
  // A body far above the picture's limit is refused before it is read into memory.
  if (Number(request.headers.get("content-length") ?? 0) > IMAGE_MAX_BYTES + 64 * 1024) return reply({ kind: "invalid", errors: { image: "too_large" } })
  const form = await request.formData()
  if (!(await verifyCsrf(request, form))) return reply({ kind: "session_expired" })
  const file = form.get("image")
  const image = file && typeof file !== "string" && file.size > 0 ? file : null
  const values = {
    name: str(form.get("name")),
    email: str(form.get("email")),
    phone: str(form.get("phone")),
    purchase_date: str(form.get("purchase_date")),
    rating: str(form.get("rating")) || "5",
    text: str(form.get("text")),
    bought_here: form.get("bought_here") === "on" || form.get("bought_here") === "true",
    accepted_policy: form.get("accepted_policy") === "on" || form.get("accepted_policy") === "true",
  }
  const errors = reviewProblems({ ...values, image: image ? { size: image.size, type: image.type } : null })
  if (Object.keys(errors).length) return reply({ kind: "invalid", errors })
  const locale = str(form.get("locale"))
  try {
    const result = await submitReview(
      params.id!,
      {
        ...values,
        rating: Number(values.rating),
        ...(["fr", "en", "ar"].includes(locale) && { locale }),
        ...(image && { image: { filename: image.name || "review", content_base64: Buffer.from(await image.arrayBuffer()).toString("base64") } }),
      },
      await buyerHeaders(context, null)
    )
    return reply(result)
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    return reply({ kind: "failed" })
  }
}
