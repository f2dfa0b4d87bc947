import { Button, IconButton, Input, Text } from "@medusajs/ui"
import { Trash } from "@medusajs/icons"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useContentUpload } from "./use-content"
import { checkUpload, emptyL10n, LOCALES, type BlockImage } from "./content"

/**
 * Several images with an alt text per locale. Files are checked before upload (images only,
 * 2 MB each, spec §5) and refused ones named; the accepted ones go in one request.
 */
export function ImageList({
  id,
  value,
  onChange,
  multiple = true,
}: {
  id: string
  value: BlockImage[]
  onChange: (v: BlockImage[]) => void
  multiple?: boolean
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const upload = useContentUpload()
  const [refused, setRefused] = useState<string[]>([])

  const pick = (list: FileList | null) => {
    const { accepted, refused: bad } = checkUpload(Array.from(list ?? []))
    setRefused(bad.map((r) => t(r.reason === "size" ? "dzContent.upload.tooBig" : "dzContent.upload.notImage", { name: r.name })))
    if (!accepted.length) return
    upload.mutate(accepted as File[], {
      onSuccess: (files) => {
        const added = files.map((f) => ({ url: f.url, alt: emptyL10n() }))
        onChange(multiple ? [...value, ...added] : added.slice(0, 1))
      },
    })
  }

  return (
    <div className="flex flex-col gap-y-2" data-testid={`${id}-images`}>
      {value.map((img, i) => (
        <div key={`${img.url}-${i}`} className="shadow-borders-base flex items-start gap-x-3 rounded-md p-2" data-testid={`${id}-image-${i}`}>
          <img src={img.url} alt="" className="h-16 w-16 shrink-0 rounded object-cover" />
          <div className="flex flex-1 flex-col gap-y-1">
            {LOCALES.map((l) => (
              <Input
                key={l}
                size="small"
                dir={l === "ar" ? "rtl" : "ltr"}
                lang={l}
                placeholder={t("dzContent.upload.alt", { lang: t(`dzContent.lang.${l}`) })}
                value={img.alt[l]}
                onChange={(e) => onChange(value.map((x, j) => (j === i ? { ...x, alt: { ...x.alt, [l]: e.target.value } } : x)))}
                data-testid={`${id}-image-${i}-alt-${l}`}
              />
            ))}
          </div>
          <IconButton
            type="button"
            size="small"
            variant="transparent"
            aria-label={t("dzContent.actions.remove")}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            <Trash />
          </IconButton>
        </div>
      ))}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        multiple={multiple}
        className="sr-only"
        data-testid={`${id}-file`}
        onChange={(e) => {
          pick(e.target.files)
          e.target.value = ""
        }}
      />
      <div>
        <Button type="button" size="small" variant="secondary" isLoading={upload.isPending} onClick={() => input.current?.click()}>
          {t(multiple ? "dzContent.upload.addMany" : "dzContent.upload.pick")}
        </Button>
      </div>
      <Text size="xsmall" className={refused.length || upload.error ? "text-ui-fg-error" : "text-ui-fg-muted"} data-testid={`${id}-upload-status`}>
        {[...refused, ...(upload.error ? [t("dzContent.upload.failed", { message: upload.error.message })] : [])].join(" · ") || t("dzContent.upload.hint")}
      </Text>
    </div>
  )
}
