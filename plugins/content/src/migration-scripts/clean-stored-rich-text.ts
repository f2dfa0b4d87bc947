import type { ExecArgs } from "@medusajs/framework/types"
import { cleanStoredRichText } from "../lib/stored-rich-text"
import { CONTENT_MODULE } from "../modules/content"

type Row = { id: string; editor_data?: Record<string, unknown> | null } & Record<string, unknown>
type Model = "ContentBlocks" | "BlogPosts" | "CmsPages"
/** The generated methods used, by name (the three models are treated alike). */
type Methods = Record<`list${Model}`, (filters: object, config: object) => Promise<Row[]>> &
  Record<`update${Model}`, (data: Record<string, unknown>) => Promise<unknown>>

const KINDS: Array<{ model: Model; column: "html" | "body_html" }> = [
  { model: "ContentBlocks", column: "html" },
  { model: "BlogPosts", column: "body_html" },
  { model: "CmsPages", column: "body_html" },
]

/**
 * Once, on `medusa db:migrate` (docs/decisions/0047-one-html-sanitiser.md): every stored rich text
 * (content blocks, blog posts, CMS pages) is cleaned with the shop's one HTML policy and, where it
 * has Editor.js data, rendered again from it by the one renderer. Rows already clean are left alone.
 */
export default async function cleanStoredRichTextScript({ container }: ExecArgs) {
  const content = container.resolve(CONTENT_MODULE) as unknown as Methods
  for (const { model, column } of KINDS) {
    for (let skip = 0; ; skip += 200) {
      const rows = await content[`list${model}`]({}, { select: ["id", column, "editor_data"], take: 200, skip, order: { id: "ASC" } })
      for (const row of rows) {
        const clean = cleanStoredRichText(row[column] as Record<string, unknown> | null, row.editor_data)
        if (clean) await content[`update${model}`]({ id: row.id, [column]: clean.html, editor_data: clean.editor_data })
      }
      if (rows.length < 200) break
    }
  }
}
