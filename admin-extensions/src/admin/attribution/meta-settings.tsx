import { Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { META_PIXEL_ID_PATTERN, type AdminShopSettingsResponse } from "@shop/contracts/content"
import { TextField } from "../content/block-type-fields"
import { useContentQuery, useContentWrite } from "../content/use-content"

/**
 * Meta ads (decision 0073): the pixel id (public: the storefront loads the pixel with it) and the
 * Conversions API token, write-only: the server only says whether one is set and its last characters.
 * Without both, no Purchase is sent to Meta.
 */
export function MetaSettings() {
  const { data } = useContentQuery<AdminShopSettingsResponse>("/admin/content/settings")
  // the form starts from the saved pixel id, and again whenever it changes
  return data ? <MetaSettingsForm key={data.settings.meta_pixel_id ?? ""} data={data} /> : null
}

function MetaSettingsForm({ data }: { data: AdminShopSettingsResponse }) {
  const { t } = useTranslation()
  const save = useContentWrite("dzAttribution.saved")
  const [pixel, setPixel] = useState(data.settings.meta_pixel_id ?? "")
  const [token, setToken] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})
  const state = data.meta_access_token

  const write = (body: Record<string, unknown>) =>
    save.mutate(
      { path: "/admin/content/settings", body, name: t("dzAttribution.title") },
      { onSuccess: () => setToken(""), onError: (err) => toast.error(t("dzContent.toast.error", { message: err.message })) }
    )
  const submit = () => {
    const e: Record<string, string> = {}
    if (pixel.trim() && !META_PIXEL_ID_PATTERN.test(pixel.trim())) e.pixel = t("dzAttribution.pixelInvalid")
    if (token.trim() && !/^[A-Za-z0-9_|-]{20,500}$/.test(token.trim())) e.token = t("dzAttribution.tokenInvalid")
    setErrors(e)
    if (Object.keys(e).length) return
    write({ meta_pixel_id: pixel.trim() || null, ...(token.trim() ? { meta_access_token: token.trim() } : {}) })
  }

  return (
    <Container className="mt-4 divide-y p-0" data-testid="meta-settings">
      <div className="px-6 py-4">
        <Heading level="h2">{t("dzAttribution.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle mt-1">
          {t("dzAttribution.description")}
        </Text>
      </div>
      <div className="flex max-w-xl flex-col gap-y-4 px-6 py-4">
        <TextField id="settings-meta-pixel" label={t("dzAttribution.pixel")} value={pixel} onChange={setPixel} error={errors.pixel} />
        <TextField
          id="settings-meta-token"
          type="password"
          label={t("dzAttribution.token")}
          hint={state?.set ? t("dzAttribution.tokenSet", { last4: state.last4 }) : t("dzAttribution.tokenUnset")}
          value={token}
          onChange={setToken}
          error={errors.token}
        />
        <div className="flex gap-x-2">
          <Button size="small" isLoading={save.isPending} onClick={submit} data-testid="meta-settings-save">
            {t("dzContent.actions.save")}
          </Button>
          {state?.set && (
            <Button size="small" variant="secondary" onClick={() => write({ meta_access_token: null })} data-testid="meta-token-remove">
              {t("dzAttribution.tokenRemove")}
            </Button>
          )}
        </div>
      </div>
    </Container>
  )
}
