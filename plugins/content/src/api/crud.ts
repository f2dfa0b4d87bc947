import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { slugify } from "@shop/shared/slug"
import { full, type Texts } from "../lib/i18n"
import { richTextWrite } from "../lib/sanitize"
import { contentService, invalid, notFound, replyConflict } from "./helpers"
import type { DocumentRow } from "../modules/content/service"
import type { GetAdminBlogPostsSchemaType } from "./validators"

/**
 * The admin CRUD of blog posts, blog categories and CMS pages: same shape (a slug unique per
 * kind, made from the French title when omitted; 409 on a duplicate), so one definition each.
 */
/** The suffix of the generated methods of each kind's model (`listBlogPosts`, `createBlogPosts`...). */
type Model = "BlogPosts" | "BlogCategories" | "CmsPages"
type Kind = {
  table: "blog_post" | "blog_category" | "cms_page"
  label: string
  key: string
  model: Model
  titleField: "title" | "name"
  htmlFields: string[]
  out: (row: DocumentRow) => Record<string, unknown>
}

/** A validated body of one of the kinds (the middlewares ran its schema). */
type DocumentBody = Record<string, unknown>

/**
 * The generated methods crud calls by name. They are typed per model; crud treats the three kinds
 * alike (bodies validated per kind by the middlewares), which the per-model types cannot express.
 */
type DocumentMethods = Record<`list${Model}`, (filters: Record<string, unknown>, config?: Record<string, unknown>) => Promise<DocumentRow[]>> &
  Record<`create${Model}` | `update${Model}`, (data: DocumentBody) => Promise<DocumentRow>> &
  Record<`delete${Model}`, (id: string) => Promise<void>>
const documents = (req: MedusaRequest) => contentService(req) as unknown as DocumentMethods

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null)
/** What every kind answers around its own fields: id and slug first, the timestamps last. */
const documentOut = (r: DocumentRow, fields: Record<string, unknown>) => ({
  id: r.id,
  slug: r.slug,
  ...fields,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
})
/** The texts a post and a CMS page share. */
const articleOut = (r: DocumentRow) => ({
  title: full(r.title),
  body_html: full(r.body_html),
  editor_data: { fr: r.editor_data?.fr ?? null, en: r.editor_data?.en ?? null, ar: r.editor_data?.ar ?? null },
  meta_description: full(r.meta_description),
})

export const KINDS: Record<"post" | "category" | "page", Kind> = {
  post: {
    table: "blog_post",
    label: "Blog post",
    key: "post",
    model: "BlogPosts",
    titleField: "title",
    htmlFields: ["body_html"],
    out: (r) =>
      documentOut(r, { ...articleOut(r), thumbnail_url: r.thumbnail_url ?? null, category_ids: r.category_ids ?? [], published_at: iso(r.published_at) }),
  },
  category: {
    table: "blog_category",
    label: "Blog category",
    key: "category",
    model: "BlogCategories",
    titleField: "name",
    htmlFields: [],
    out: (r) => documentOut(r, { name: full(r.name), description: full(r.description), thumbnail_url: r.thumbnail_url ?? null }),
  },
  page: {
    table: "cms_page",
    label: "CMS page",
    key: "page",
    model: "CmsPages",
    titleField: "title",
    htmlFields: ["body_html"],
    out: (r) => documentOut(r, { ...articleOut(r), published: !!r.published }),
  },
}

async function slugTaken(req: MedusaRequest, k: Kind, slug: string, exceptId?: string) {
  const filters = exceptId ? { slug, id: { $ne: exceptId } } : { slug }
  const rows = await documents(req)[`list${k.model}`](filters, { select: ["id"], take: 1 })
  return rows.length > 0
}

function prepare(k: Kind, body: DocumentBody) {
  const out: DocumentBody = { ...body }
  for (const f of k.htmlFields) {
    // the HTML served is made on the server from the Editor.js data when it is sent
    const rich = richTextWrite(body[f] as Texts | null | undefined, body.editor_data as Record<string, unknown> | null | undefined)
    if (rich.html !== undefined) out[f] = rich.html
    if (rich.editor_data !== undefined) out.editor_data = rich.editor_data
  }
  const title = body[k.titleField] as Texts | null | undefined
  if (title !== undefined && !title?.fr?.trim()) throw invalid(`${k.titleField}.fr`, "the French text is required")
  return out
}

async function find(req: MedusaRequest, k: Kind) {
  const [row] = await documents(req)[`list${k.model}`]({ id: req.params.id })
  if (!row) throw notFound(k.label, req.params.id)
  return row
}

export const crud = (k: Kind) => ({
  /** The three kinds share one list query (GetAdmin{BlogPosts,BlogCategories,CmsPages}Schema). */
  async list(req: MedusaRequest<unknown, GetAdminBlogPostsSchemaType>, res: MedusaResponse) {
    const { q, limit, offset } = req.validatedQuery
    const { rows, count } = await contentService(req).searchDocuments(k.table, { q, limit, offset })
    res.json({ [`${k.key === "category" ? "categories" : k.key + "s"}`]: rows.map(k.out), count, limit, offset })
  },
  async create(req: MedusaRequest<DocumentBody>, res: MedusaResponse) {
    const body = prepare(k, req.validatedBody)
    const slug = (body.slug as string | undefined) ?? slugify((body[k.titleField] as Texts).fr!) // a given title has a French text (prepare); create requires the title
    if (!slug) throw invalid("slug", "required when the French title has no latin letters or digits")
    if (await slugTaken(req, k, slug)) return replyConflict(res, `A ${k.label.toLowerCase()} with slug ${slug} already exists`)
    // a post without categories has an empty list (the column is a non-null array)
    const defaults = k.table === "blog_post" ? { category_ids: [] } : {}
    const created = await documents(req)[`create${k.model}`]({ ...defaults, ...body, slug })
    res.status(201).json({ [k.key]: k.out(created) })
  },
  async get(req: MedusaRequest, res: MedusaResponse) {
    res.json({ [k.key]: k.out(await find(req, k)) })
  },
  async update(req: MedusaRequest<DocumentBody>, res: MedusaResponse) {
    await find(req, k)
    const body = prepare(k, req.validatedBody)
    const slug = body.slug as string | undefined
    if (slug && (await slugTaken(req, k, slug, req.params.id))) return replyConflict(res, `A ${k.label.toLowerCase()} with slug ${slug} already exists`)
    const updated = await documents(req)[`update${k.model}`]({ id: req.params.id, ...body })
    res.json({ [k.key]: k.out(updated) })
  },
  async remove(req: MedusaRequest, res: MedusaResponse) {
    await find(req, k)
    await documents(req)[`delete${k.model}`](req.params.id)
    res.json({ id: req.params.id, object: k.table, deleted: true })
  },
})
