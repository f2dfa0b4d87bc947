import { Input, Label } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

export type ResponsiveText = { mobile: string; tablet: string; desktop: string }
const KEYS = ["mobile", "tablet", "desktop"] as const

/** Items per row on mobile, tablet and desktop, edited side by side and saved as ONE value (spec §2). */
export function ResponsiveInput({ id, value, onChange, error }: { id: string; value: ResponsiveText; onChange: (v: ResponsiveText) => void; error?: string }) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex flex-col gap-y-1.5">
      <legend className="txt-compact-small-plus mb-1.5">{t("dzContent.block.responsive")}</legend>
      <div className="grid grid-cols-3 gap-x-2">
        {KEYS.map((k) => (
          <div key={k} className="flex flex-col gap-y-1">
            <Label htmlFor={`${id}-${k}`} size="xsmall" className="text-ui-fg-subtle">
              {t(`dzContent.block.${k}`)}
            </Label>
            <Input
              id={`${id}-${k}`}
              size="small"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={value[k]}
              aria-invalid={error === k}
              onChange={(e) => onChange({ ...value, [k]: e.target.value })}
              data-testid={`${id}-${k}`}
            />
          </div>
        ))}
      </div>
      {error && (
        <span className="text-ui-fg-error txt-compact-xsmall" data-testid={`${id}-error`}>
          {(KEYS as readonly string[]).includes(error) ? t("dzContent.block.responsiveInvalid", { device: t(`dzContent.block.${error}`) }) : error}
        </span>
      )}
    </fieldset>
  )
}
