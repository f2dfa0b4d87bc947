import { Input } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { Lookup } from "./use-content"
import { blockFields, type BlockField, type BlockImage } from "./content"
import { Field } from "../shared/field"
import { ImageList } from "./image-list"
import { LookupPicker } from "./lookup-picker"
import { RichTextEditor, type RichValue, type Savers } from "./rich-text-editor"

/** The part of a block that depends on its type; pickers keep {id, name} so names show while editing. */
export type TypeValues = {
  rich: RichValue
  images: BlockImage[]
  link: string
  ends_at: string
  tag_value: string
  brand_line_id: string
  discount_ids: string
  picks: Partial<Record<"products" | "collection" | "category" | "categories" | "brand" | "posts" | "post" | "blog_category", Lookup[]>>
}

const PICKERS: Partial<Record<BlockField, { kind: string; multiple: boolean }>> = {
  products: { kind: "products", multiple: true },
  collection: { kind: "collections", multiple: false },
  category: { kind: "categories", multiple: false },
  categories: { kind: "categories", multiple: true },
  brand: { kind: "brands", multiple: false },
  posts: { kind: "blog_posts", multiple: true },
  post: { kind: "blog_posts", multiple: false },
  blog_category: { kind: "blog_categories", multiple: false },
}

/** Only the fields of `type` are rendered: changing the type hides the others (spec §4). */
export function BlockTypeFields({
  type,
  v,
  set,
  errors,
  savers,
}: {
  type: string
  v: TypeValues
  set: (patch: Partial<TypeValues>) => void
  errors: Record<string, string | undefined>
  savers?: Savers
}) {
  const { t } = useTranslation()
  return (
    <>
      {blockFields(type).map((f) => {
        const picker = PICKERS[f]
        const key = f as keyof TypeValues["picks"]
        if (picker)
          return (
            <Field key={f} id={`block-${f}`} label={t(`dzContent.block.fields.${f}`)} error={errors[f]}>
              <LookupPicker
                id={`block-${f}`}
                kind={picker.kind}
                multiple={picker.multiple}
                value={v.picks[key] ?? []}
                onChange={(l) => set({ picks: { ...v.picks, [key]: l } })}
              />
            </Field>
          )
        switch (f) {
          case "html":
            return (
              <RichTextEditor
                key={f}
                label={t("dzContent.block.fields.html")}
                value={v.rich}
                onChange={(rich) => set({ rich })}
                testId="block-html"
                savers={savers}
              />
            )
          case "images":
            return (
              <Field key={f} id="block-images" label={t("dzContent.block.fields.images")} error={errors.images}>
                <ImageList id="block" value={v.images} onChange={(images) => set({ images })} />
              </Field>
            )
          case "link":
            return (
              <TextField
                key={f}
                id="block-link"
                label={t("dzContent.block.fields.link")}
                hint={t("dzContent.block.linkHint")}
                value={v.link}
                onChange={(link) => set({ link })}
                error={errors.link}
              />
            )
          case "ends_at":
            return (
              <TextField
                key={f}
                id="block-ends-at"
                type="datetime-local"
                label={t("dzContent.block.fields.ends_at")}
                value={v.ends_at}
                onChange={(ends_at) => set({ ends_at })}
                error={errors.ends_at}
              />
            )
          case "tag":
            return (
              <TextField
                key={f}
                id="block-tag"
                label={t("dzContent.block.fields.tag")}
                value={v.tag_value}
                onChange={(tag_value) => set({ tag_value })}
                error={errors.tag_value}
              />
            )
          case "brand_line":
            return (
              <TextField
                key={f}
                id="block-brand-line"
                label={t("dzContent.block.fields.brand_line")}
                hint={t("dzContent.block.idHint")}
                value={v.brand_line_id}
                onChange={(brand_line_id) => set({ brand_line_id })}
                error={errors.brand_line_id}
              />
            )
          case "discounts":
            return (
              <TextField
                key={f}
                id="block-discounts"
                label={t("dzContent.block.fields.discounts")}
                hint={t("dzContent.block.idsHint")}
                value={v.discount_ids}
                onChange={(discount_ids) => set({ discount_ids })}
                error={errors.discount_ids}
              />
            )
          default:
            return null
        }
      })}
    </>
  )
}

export function TextField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  type = "text",
}: {
  id: string
  label: string
  hint?: string
  value: string
  onChange: (v: string) => void
  error?: string
  type?: string
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input id={id} size="small" type={type} dir="ltr" value={value} onChange={(e) => onChange(e.target.value)} data-testid={id} />
    </Field>
  )
}
