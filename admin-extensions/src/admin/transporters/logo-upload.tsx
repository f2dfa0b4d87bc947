import { Button, Text } from "@medusajs/ui"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useUploadLogo } from "./use-transporters"
import { TransporterLogo } from "./transporter-logo"

type Props = {
  id: string
  value: string | null
  name: string
  onChange: (url: string | null) => void
  /** A square logo (transporters, brands) or a wide banner (catalogue discounts). */
  kind?: "logo" | "banner"
}

/** Picks an image, uploads it at once and hands back its url; shows what will be saved. */
export function LogoUpload({ id, value, name, onChange, kind = "logo" }: Props) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadLogo()
  const [refused, setRefused] = useState<string | null>(null)

  const pick = (file: File | undefined) => {
    if (!file) return
    setRefused(null)
    if (!file.type.startsWith("image/")) {
      setRefused(t("dzTransporters.form.logoNotImage", { name: file.name }))
      return
    }
    upload.mutate(file, { onSuccess: (url) => onChange(url) })
  }

  return (
    <div className={kind === "banner" ? "flex flex-col gap-y-2" : "flex items-center gap-x-4"}>
      {kind === "banner" ? (
        <div className="aspect-[3/1] w-full max-w-sm overflow-hidden rounded-lg border border-ui-border-base bg-ui-bg-subtle">
          {value && <img src={value} alt={name} className="h-full w-full object-cover" data-testid="logo-preview" />}
        </div>
      ) : (
        <TransporterLogo url={value} name={name} size="large" testId="logo-preview" />
      )}
      <div className="flex flex-col gap-y-1">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          data-testid="logo-input"
          onChange={(e) => {
            pick(e.target.files?.[0])
            e.target.value = ""
          }}
        />
        <div className="flex gap-x-2">
          <Button type="button" size="small" variant="secondary" isLoading={upload.isPending} onClick={() => input.current?.click()} data-testid="logo-pick">
            {value ? t("dzTransporters.form.logoReplace") : kind === "banner" ? t("dzTransporters.form.bannerPick") : t("dzTransporters.form.logoPick")}
          </Button>
          {value && (
            <Button type="button" size="small" variant="transparent" onClick={() => onChange(null)} data-testid="logo-remove">
              {t("dzTransporters.form.logoRemove")}
            </Button>
          )}
        </div>
        <Text size="xsmall" className={refused || upload.error ? "text-ui-fg-error" : "text-ui-fg-muted"} data-testid="logo-status">
          {refused ??
            (upload.error
              ? t("dzTransporters.toast.uploadError", { message: upload.error.message })
              : upload.isPending
                ? t("dzTransporters.form.logoUploading")
                : kind === "banner"
                  ? t("dzTransporters.form.bannerHint")
                  : t("dzTransporters.form.logoHint"))}
        </Text>
      </div>
    </div>
  )
}
