import { Hint, Input, Label, Textarea } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { Localized } from "./catalog"

const LANGS = ["fr", "en", "ar"] as const

/** One text in French (required, the fallback), English and Arabic (right to left), side by side. */
export function LocalizedInput({
  id,
  label,
  value,
  onChange,
  error,
  multiline = false,
}: {
  id: string
  label: string
  value: Localized
  onChange: (v: Localized) => void
  error?: string
  multiline?: boolean
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex flex-col gap-y-2">
      <legend className="txt-compact-small-plus mb-1.5">{label}</legend>
      {LANGS.map((lang) => {
        const props = {
          id: `${id}-${lang}`,
          value: value[lang],
          dir: lang === "ar" ? "rtl" : "ltr",
          lang,
          "data-testid": `${id}-${lang}`,
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
        }
        return (
          <div key={lang} className="grid grid-cols-[72px_1fr] items-start gap-x-2">
            <Label htmlFor={props.id} size="xsmall" className="text-ui-fg-subtle pt-2">
              {t(`dzCatalog.lang.${lang}`)}
            </Label>
            {multiline ? <Textarea rows={3} {...props} /> : <Input size="small" {...props} />}
          </div>
        )
      })}
      {error && (
        <Hint variant="error" data-testid={`${id}-error`}>
          {error}
        </Hint>
      )}
    </fieldset>
  )
}
