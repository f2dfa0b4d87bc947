import { Input, Select } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { LtrSwitch } from "../shared/ltr-switch"
import { useContentWrite } from "./use-content"
import { useFormErrors } from "../shared/use-form-errors"
import { BLOCK_TYPES, blockFields, configFor, normalizeColor, parseResponsive, toL10n, type AdminBlock, type BlockConfig, type L10n } from "./content"
import { LocalizedInput } from "../catalog/localized-input"
import { Field, SwitchRow } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { BlockTypeFields, TextField, type TypeValues } from "./block-type-fields"
import { useRichFlush } from "./rich-text-editor"
import { ResponsiveInput, type ResponsiveText } from "./responsive-input"

type Common = {
  type: string
  title: L10n
  show_title: boolean
  active: boolean
  size: string
  container_class: string
  wrapper_class: string
  bg_color: string
  number: string
  responsive: ResponsiveText
}
const FIELDS = [
  "type",
  "title",
  "images",
  "link",
  "size",
  "container_class",
  "wrapper_class",
  "bg_color",
  "number",
  "responsive",
  "ends_at",
  "config",
  "html",
  "tag_value",
  "discount_ids",
  "brand_line_id",
] as const
const ids = (l?: string[]) => (l ?? []).map((id) => ({ id, name: "" }))
const one = (id?: string | null) => (id ? [{ id, name: "" }] : [])
const localInput = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 16) : "")

function fromBlock(b?: AdminBlock): { c: Common; x: TypeValues } {
  const cfg: BlockConfig = b?.config ?? {}
  const r = b?.responsive
  return {
    c: {
      type: b?.type ?? "banner",
      title: toL10n(b?.title),
      show_title: b?.show_title ?? true,
      active: b?.active ?? true,
      size: b?.size ?? "",
      container_class: b?.container_class ?? "",
      wrapper_class: b?.wrapper_class ?? "",
      bg_color: b?.bg_color ?? "",
      number: b?.number ? String(b.number) : "",
      responsive: { mobile: r ? String(r.mobile) : "", tablet: r ? String(r.tablet) : "", desktop: r ? String(r.desktop) : "" },
    },
    x: {
      rich: { html: toL10n(b?.html), editor_data: { fr: b?.editor_data?.fr ?? null, en: b?.editor_data?.en ?? null, ar: b?.editor_data?.ar ?? null } },
      images: (b?.images ?? []).map((i) => ({ url: i.url, alt: toL10n(i.alt) })),
      link: b?.link ?? "",
      ends_at: localInput(b?.ends_at ?? null),
      tag_value: cfg.tag_value ?? "",
      brand_line_id: cfg.brand_line_id ?? "",
      discount_ids: (cfg.discount_ids ?? []).join(", "),
      picks: {
        products: ids(cfg.product_ids),
        categories: ids(cfg.category_ids),
        posts: ids(cfg.post_ids),
        collection: one(cfg.collection_id),
        category: one(cfg.category_id),
        brand: one(cfg.brand_id),
        post: one(cfg.post_id),
        blog_category: one(cfg.blog_category_id),
      },
    },
  }
}

/** Create or edit a home-page block; the fields under the common ones follow the chosen type. */
export function BlockForm({ block, page, open, onOpenChange }: { block?: AdminBlock; page: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation()
  const save = useContentWrite(block ? "dzContent.toast.blockSaved" : "dzContent.toast.blockCreated")
  const [c, setC] = useState<Common>(fromBlock(block).c)
  const [x, setX] = useState<TypeValues>(fromBlock(block).x)
  const { errors, general, show, fromApi } = useFormErrors<string>(FIELDS)
  // Editor.js reads its content once when it starts: a new key restarts it with the opened block's.
  const [formKey, setFormKey] = useState(0)
  const { savers, flush } = useRichFlush()

  useEffect(() => {
    if (!open) return
    const v = fromBlock(block)
    setC(v.c)
    setX(v.x)
    show()
    setFormKey((k) => k + 1)
  }, [open, block, show])

  const submit = async () => {
    const local: Record<string, string> = {}
    const responsive = parseResponsive(c.responsive)
    if (responsive.error) local.responsive = responsive.error
    const bg = c.bg_color.trim() ? normalizeColor(c.bg_color) : null
    if (c.bg_color.trim() && !bg) local.bg_color = t("dzContent.form.colorInvalid")
    if (c.number.trim() && !/^\d+$/.test(c.number.trim())) local.number = t("dzContent.form.integer")
    show(local)
    if (Object.keys(local).length) return
    const pickIds = (k: keyof TypeValues["picks"]) => (x.picks[k] ?? []).map((l) => l.id)
    const config = configFor(c.type, {
      product_ids: pickIds("products"),
      category_ids: pickIds("categories"),
      post_ids: pickIds("posts"),
      collection_id: pickIds("collection")[0],
      category_id: pickIds("category")[0],
      brand_id: pickIds("brand")[0],
      post_id: pickIds("post")[0],
      blog_category_id: pickIds("blog_category")[0],
      tag_value: x.tag_value.trim(),
      brand_line_id: x.brand_line_id.trim(),
      discount_ids: x.discount_ids.split(/[\s,]+/).filter(Boolean),
    })
    const rich = blockFields(c.type).includes("html") ? await flush(x.rich) : x.rich
    const body = {
      page,
      type: c.type,
      active: c.active,
      title: c.title,
      show_title: c.show_title,
      html: rich.html,
      editor_data: rich.editor_data,
      images: x.images,
      link: x.link.trim() || null,
      size: c.size.trim() || null,
      container_class: c.container_class.trim() || null,
      wrapper_class: c.wrapper_class.trim() || null,
      bg_color: bg,
      number: c.number.trim() ? Number(c.number) : null,
      responsive: responsive.value,
      ends_at: x.ends_at ? new Date(x.ends_at).toISOString() : null,
      config,
    }
    save.mutate(
      { path: block ? `/admin/content/blocks/${block.id}` : "/admin/content/blocks", body, name: c.title.fr || t(`dzContent.types.${c.type}`) },
      {
        onSuccess: () => onOpenChange(false),
        onError: fromApi,
      }
    )
  }

  const setCommon = (patch: Partial<Common>) => setC({ ...c, ...patch })
  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(block ? "dzContent.block.editTitle" : "dzContent.block.createTitle")}
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId="block-form"
    >
      <Field id="block-type" label={t("dzContent.block.type")} error={errors.type}>
        <Select value={c.type} onValueChange={(type) => setCommon({ type })}>
          <Select.Trigger id="block-type" data-testid="block-type">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {BLOCK_TYPES.map((ty) => (
              <Select.Item key={ty} value={ty} data-testid={`block-type-${ty}`}>
                {t(`dzContent.types.${ty}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </Field>
      <LocalizedInput id="block-title" label={t("dzContent.block.title")} value={c.title} onChange={(title) => setCommon({ title })} error={errors.title} />
      <SwitchRow>
        {t("dzContent.block.showTitle")}
        <LtrSwitch checked={c.show_title} onCheckedChange={(show_title) => setCommon({ show_title })} data-testid="block-show-title" />
      </SwitchRow>
      <SwitchRow>
        {t("dzContent.block.active")}
        <LtrSwitch checked={c.active} onCheckedChange={(active) => setCommon({ active })} data-testid="block-active" />
      </SwitchRow>
      <BlockTypeFields key={formKey} savers={savers} type={c.type} v={x} set={(patch) => setX({ ...x, ...patch })} errors={errors} />
      <div className="grid grid-cols-2 gap-3">
        <TextField id="block-size" label={t("dzContent.block.size")} value={c.size} onChange={(size) => setCommon({ size })} error={errors.size} />
        <TextField id="block-number" label={t("dzContent.block.number")} value={c.number} onChange={(number) => setCommon({ number })} error={errors.number} />
        <TextField
          id="block-container-class"
          label={t("dzContent.block.containerClass")}
          value={c.container_class}
          onChange={(container_class) => setCommon({ container_class })}
          error={errors.container_class}
        />
        <TextField
          id="block-wrapper-class"
          label={t("dzContent.block.wrapperClass")}
          value={c.wrapper_class}
          onChange={(wrapper_class) => setCommon({ wrapper_class })}
          error={errors.wrapper_class}
        />
      </div>
      <Field id="block-bg-color" label={t("dzContent.block.bgColor")} hint={t("dzContent.form.colorHint")} error={errors.bg_color}>
        <Input
          id="block-bg-color"
          size="small"
          dir="ltr"
          value={c.bg_color}
          onChange={(e) => setCommon({ bg_color: e.target.value })}
          data-testid="block-bg-color"
        />
      </Field>
      <ResponsiveInput id="block-responsive" value={c.responsive} onChange={(responsive) => setCommon({ responsive })} error={errors.responsive} />
    </FormDrawer>
  )
}
