import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Swatch } from "@medusajs/icons"
import { Button, Container, Heading, Hint, Input, Label, Text, Textarea, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ThemePreview } from "../../content/theme-preview"
import { useContentQuery, useContentWrite, useFormFill } from "../../content/use-content"
import { normalizeColor, toColorInput } from "../../content/content"
import { customCssError, THEME_DEFAULTS, THEME_COLORS, type ThemeColors } from "../../content/theme"
import { screenFor } from "../../staff/can"

/** The ten colour variables (colour picker + text field) and custom CSS, with a live preview. */
const ThemePage = () => {
  const { t } = useTranslation()
  const { data, isLoading, error } = useContentQuery<{ theme: { colors: Partial<ThemeColors>; custom_css: string | null } }>("/admin/content/theme")
  const save = useContentWrite("dzContent.toast.themeSaved")
  // Typed text per variable (may be invalid while typing); the preview uses the last valid value.
  const [text, setText] = useState<ThemeColors>(THEME_DEFAULTS)
  const [css, setCss] = useState("")
  const ready = useFormFill(data, (d) => {
    setText({ ...THEME_DEFAULTS, ...d.theme.colors })
    setCss(d.theme.custom_css ?? "")
  })

  const valid = Object.fromEntries(THEME_COLORS.map((k) => [k, normalizeColor(text[k])])) as Record<keyof ThemeColors, string | null>
  const preview = Object.fromEntries(THEME_COLORS.map((k) => [k, valid[k] ?? THEME_DEFAULTS[k]])) as ThemeColors
  const cssError = customCssError(css)
  const hasError = THEME_COLORS.some((k) => !valid[k]) || !!cssError
  const submit = () =>
    save.mutate(
      { path: "/admin/content/theme", body: { colors: valid, custom_css: css }, name: "" },
      { onError: (e) => toast.error(t("dzContent.toast.error", { message: e.message })) }
    )

  return (
    <Container className="divide-y p-0">
      <div className="flex flex-wrap items-start justify-between gap-3 px-6 py-4">
        <div>
          <Heading level="h1">{t("dzContent.theme.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {isLoading ? t("dzContent.loading") : error ? t("dzContent.loadError", { message: error.message }) : t("dzContent.theme.description")}
          </Text>
        </div>
        <div className="flex gap-x-2">
          <Button
            size="small"
            variant="secondary"
            disabled={!ready}
            onClick={() => {
              setText(THEME_DEFAULTS)
              setCss("")
            }}
            data-testid="theme-reset"
          >
            {t("dzContent.theme.reset")}
          </Button>
          <Button size="small" disabled={hasError || !ready} isLoading={save.isPending} onClick={submit} data-testid="theme-save">
            {t("dzContent.actions.save")}
          </Button>
        </div>
      </div>
      <div className="grid gap-6 px-6 py-4 lg:grid-cols-2">
        <fieldset disabled={!ready} className="flex flex-col gap-y-3">
          {THEME_COLORS.map((k) => (
            <div key={k} className="grid grid-cols-[110px_40px_1fr] items-center gap-x-2">
              <Label htmlFor={`theme-${k}`} size="small">
                {t(`dzContent.theme.keys.${k}`)}
              </Label>
              <input
                type="color"
                aria-label={t(`dzContent.theme.keys.${k}`)}
                value={toColorInput(preview[k])}
                onChange={(e) => setText({ ...text, [k]: e.target.value })}
                className="h-8 w-10 cursor-pointer rounded border-0 bg-transparent"
                data-testid={`theme-picker-${k}`}
              />
              <div>
                <Input
                  id={`theme-${k}`}
                  size="small"
                  dir="ltr"
                  value={text[k]}
                  aria-invalid={!valid[k]}
                  onChange={(e) => setText({ ...text, [k]: e.target.value })}
                  data-testid={`theme-${k}`}
                />
                {!valid[k] && (
                  <Hint variant="error" data-testid={`theme-${k}-error`}>
                    {t("dzContent.form.colorInvalid")}
                  </Hint>
                )}
              </div>
            </div>
          ))}
          <Label htmlFor="theme-css" size="small" weight="plus">
            {t("dzContent.theme.customCss")}
          </Label>
          <Textarea id="theme-css" dir="ltr" rows={8} className="font-mono" value={css} onChange={(e) => setCss(e.target.value)} data-testid="theme-css" />
          {cssError ? (
            <Hint variant="error" data-testid="theme-css-error">
              {t(`dzContent.theme.css.${cssError}`)}
            </Hint>
          ) : (
            <Hint>{t("dzContent.theme.cssHint")}</Hint>
          )}
        </fieldset>
        <div className="flex flex-col gap-y-2">
          <Text size="small" weight="plus">
            {t("dzContent.theme.preview")}
          </Text>
          <ThemePreview colors={preview} customCss={cssError ? "" : css} />
        </div>
      </div>
    </Container>
  )
}

export const config = defineRouteConfig({ rank: 14, label: "dzContent.nav.theme", translationNs: "translation", icon: Swatch })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("content.write", ThemePage)
