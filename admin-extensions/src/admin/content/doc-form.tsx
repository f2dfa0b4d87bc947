import { Input } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { LtrSwitch } from "../shared/ltr-switch"
import type { Lookup } from "./use-content"
import { useContentWrite } from "./use-content"
import { useFormErrors } from "../shared/use-form-errors"
import { SLUG, emptyL10n, toL10n, type BlockImage, type L10n } from "./content"
import { LocalizedInput } from "../catalog/localized-input"
import { Field, SwitchRow } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { TextField } from "./block-type-fields"
import { ImageList } from "./image-list"
import { LookupPicker } from "./lookup-picker"
import { RichTextEditor, useRichFlush, type RichValue } from "./rich-text-editor"

/** What kind of document: a blog post, a blog category or a CMS page share one form with a few parts switched on. */
export type DocKind = "post" | "category" | "cms"
const PATH: Record<DocKind, string> = { post: "/admin/blog/posts", category: "/admin/blog/categories", cms: "/admin/cms-pages" }
const FIELDS = ["slug", "title", "name", "body_html", "description", "meta_description", "published_at", "thumbnail_url", "category_ids"] as const
type Doc = Record<string, unknown> & { id?: string }

const localDate = (iso: unknown) =>
  typeof iso === "string" && iso ? new Date(new Date(iso).getTime() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 16) : ""

/** Create or edit one document; its texts in fr/en/ar, its body with Editor.js (kept as HTML and JSON). */
export function DocForm({ kind, doc, open, onOpenChange }: { kind: DocKind; doc?: Doc; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation()
  const save = useContentWrite(doc ? "dzContent.toast.saved" : "dzContent.toast.created")
  const titleKey = kind === "category" ? "name" : "title"
  const [slug, setSlug] = useState("")
  const [title, setTitle] = useState<L10n>(emptyL10n())
  const [second, setSecond] = useState<L10n>(emptyL10n()) // meta description, or the category's description
  const [rich, setRich] = useState<RichValue>({ html: emptyL10n(), editor_data: { fr: null, en: null, ar: null } })
  const [thumb, setThumb] = useState<BlockImage[]>([])
  const [cats, setCats] = useState<Lookup[]>([])
  const [published, setPublished] = useState(false)
  const [date, setDate] = useState("")
  const { errors, setErrors, general, show, fromApi } = useFormErrors<string>(FIELDS)
  // Editor.js reads its content once when it starts: a new key restarts it with the opened document's.
  const [formKey, setFormKey] = useState(0)
  const { savers, flush } = useRichFlush()

  useEffect(() => {
    if (!open) return
    const d = doc ?? {}
    setSlug((d.slug as string) ?? "")
    setTitle(toL10n(d[titleKey]))
    setSecond(toL10n(kind === "category" ? d.description : d.meta_description))
    const ed = (d.editor_data ?? {}) as RichValue["editor_data"]
    setRich({ html: toL10n(d.body_html), editor_data: { fr: ed.fr ?? null, en: ed.en ?? null, ar: ed.ar ?? null } })
    setThumb(d.thumbnail_url ? [{ url: d.thumbnail_url as string, alt: emptyL10n() }] : [])
    setCats(((d.category_ids as string[]) ?? []).map((id) => ({ id, name: "" })))
    setPublished(kind === "cms" ? !!d.published : !!d.published_at)
    setDate(localDate(d.published_at) || localDate(new Date().toISOString()))
    show()
    setFormKey((k) => k + 1)
  }, [open, doc, kind, titleKey, show])

  const submit = async () => {
    const e: Record<string, string> = {}
    if (!title.fr.trim()) e[titleKey] = t("dzContent.form.frRequired")
    if (slug.trim() && !SLUG.test(slug.trim())) e.slug = t("dzContent.form.slugInvalid")
    show(e)
    if (Object.keys(e).length) return
    const body: Record<string, unknown> = { [titleKey]: title, ...(slug.trim() ? { slug: slug.trim() } : {}) }
    if (kind === "category") Object.assign(body, { description: second, thumbnail_url: thumb[0]?.url ?? null })
    else {
      const now = await flush(rich)
      Object.assign(body, { body_html: now.html, editor_data: now.editor_data, meta_description: second })
    }
    if (kind === "post")
      Object.assign(body, {
        thumbnail_url: thumb[0]?.url ?? null,
        category_ids: cats.map((c) => c.id),
        published_at: published && date ? new Date(date).toISOString() : null,
      })
    if (kind === "cms") body.published = published
    save.mutate(
      { path: doc?.id ? `${PATH[kind]}/${doc.id}` : PATH[kind], body, name: title.fr },
      {
        onSuccess: () => onOpenChange(false),
        onError: (err: Error & { status?: number }) => {
          if (err.status === 409) return setErrors({ slug: t("dzContent.form.slugTaken") })
          fromApi(err)
        },
      }
    )
  }

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(`dzContent.docs.${kind}.${doc ? "edit" : "create"}`)}
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId={`${kind}-form`}
    >
      <LocalizedInput
        id={`${kind}-title`}
        label={t(kind === "category" ? "dzContent.fields.name" : "dzContent.fields.title")}
        value={title}
        onChange={setTitle}
        error={errors[titleKey]}
      />
      <Field id={`${kind}-slug`} label={t("dzContent.fields.slug")} hint={t("dzContent.form.slugHint")} error={errors.slug}>
        <Input id={`${kind}-slug`} size="small" dir="ltr" value={slug} onChange={(ev) => setSlug(ev.target.value)} data-testid={`${kind}-slug`} />
      </Field>
      {kind !== "category" && (
        <RichTextEditor key={formKey} label={t("dzContent.fields.body")} value={rich} onChange={setRich} testId={`${kind}-body`} savers={savers} />
      )}
      {kind !== "cms" && (
        <Field id={`${kind}-thumb`} label={t("dzContent.fields.thumbnail")} error={errors.thumbnail_url}>
          <ImageList id={`${kind}-thumb`} value={thumb} onChange={setThumb} multiple={false} />
        </Field>
      )}
      {kind === "post" && (
        <Field id="post-categories" label={t("dzContent.docs.category.plural")} error={errors.category_ids}>
          <LookupPicker id="post-categories" kind="blog_categories" multiple value={cats} onChange={setCats} />
        </Field>
      )}
      <LocalizedInput
        id={`${kind}-second`}
        label={t(kind === "category" ? "dzContent.fields.description" : "dzContent.fields.metaDescription")}
        value={second}
        onChange={setSecond}
        multiline
      />
      {kind !== "category" && (
        <SwitchRow>
          {t("dzContent.fields.published")}
          <LtrSwitch checked={published} onCheckedChange={setPublished} data-testid={`${kind}-published`} />
        </SwitchRow>
      )}
      {kind === "post" && published && (
        <TextField id="post-date" type="datetime-local" label={t("dzContent.fields.publishDate")} value={date} onChange={setDate} error={errors.published_at} />
      )}
    </FormDrawer>
  )
}
