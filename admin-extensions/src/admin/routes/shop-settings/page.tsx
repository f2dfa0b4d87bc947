import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CogSixTooth } from "@medusajs/icons"
import { Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { LtrSwitch } from "../../shared/ltr-switch"
import { TextField } from "../../content/block-type-fields"
import { ImageList } from "../../content/image-list"
import { Field, SwitchRow } from "../../shared/field"
import { useContentQuery, useContentWrite, useFormFill } from "../../content/use-content"
import { emptyL10n, type BlockImage } from "../../content/content"
import { WHATSAPP_PHONE_PATTERN } from "@shop/contracts/content"
import { screenFor } from "../../staff/can"
import { MetaSettings } from "../../attribution/meta-settings"

const SOCIAL = ["facebook", "instagram", "tiktok", "youtube"] as const
type Social = Record<(typeof SOCIAL)[number], string>
type Settings = {
  shop_name: string
  logo_url: string | null
  contact_phone: string | null
  whatsapp_phone: string | null
  active_add_to_cart: boolean
  social: Partial<Record<keyof Social, string | null>>
}

/** Shop name, logo, phone, social links and the add-to-cart switch (off: only "Buy now" orders). */
const ShopSettingsPage = () => {
  const { t } = useTranslation()
  const { data, isLoading, error } = useContentQuery<{ settings: Settings }>("/admin/content/settings")
  const save = useContentWrite("dzContent.toast.settingsSaved")
  const [name, setName] = useState("")
  const [logo, setLogo] = useState<BlockImage[]>([])
  const [phone, setPhone] = useState("")
  const [whatsapp, setWhatsapp] = useState("")
  const [cart, setCart] = useState(true)
  const [social, setSocial] = useState<Social>({ facebook: "", instagram: "", tiktok: "", youtube: "" })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const ready = useFormFill(data, ({ settings: s }) => {
    setName(s.shop_name ?? "")
    setLogo(s.logo_url ? [{ url: s.logo_url, alt: emptyL10n() }] : [])
    setPhone(s.contact_phone ?? "")
    setWhatsapp(s.whatsapp_phone ?? "")
    setCart(s.active_add_to_cart)
    setSocial(Object.fromEntries(SOCIAL.map((k) => [k, s.social?.[k] ?? ""])) as Social)
  })

  const submit = () => {
    const e: Record<string, string> = {}
    if (!name.trim()) e.shop_name = t("dzContent.form.required")
    if (phone.trim() && !/^\+?[0-9 ]{9,15}$/.test(phone.trim())) e.contact_phone = t("dzContent.settings.phoneInvalid")
    if (whatsapp.trim() && !WHATSAPP_PHONE_PATTERN.test(whatsapp.trim())) e.whatsapp_phone = t("dzContent.settings.whatsappInvalid")
    for (const k of SOCIAL) if (social[k].trim() && !/^https:\/\//.test(social[k].trim())) e[k] = t("dzContent.settings.urlInvalid")
    setErrors(e)
    if (Object.keys(e).length) return
    const body = {
      shop_name: name.trim(),
      logo_url: logo[0]?.url ?? null,
      contact_phone: phone.trim() || null,
      whatsapp_phone: whatsapp.trim() || null,
      active_add_to_cart: cart,
      social: Object.fromEntries(SOCIAL.map((k) => [k, social[k].trim() || null])),
    }
    save.mutate(
      { path: "/admin/content/settings", body, name: body.shop_name },
      { onError: (err) => toast.error(t("dzContent.toast.error", { message: err.message })) }
    )
  }

  return (
    <>
      <Container className="divide-y p-0">
        <div className="px-6 py-4">
          <Heading level="h1">{t("dzContent.settings.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1">
            {isLoading ? t("dzContent.loading") : error ? t("dzContent.loadError", { message: error.message }) : t("dzContent.settings.description")}
          </Text>
        </div>
        <fieldset disabled={!ready} className="flex max-w-xl flex-col gap-y-4 px-6 py-4">
          <TextField id="settings-name" label={t("dzContent.settings.shopName")} value={name} onChange={setName} error={errors.shop_name} />
          <Field id="settings-logo" label={t("dzContent.settings.logo")}>
            <ImageList id="settings-logo" value={logo} onChange={setLogo} multiple={false} />
          </Field>
          <TextField id="settings-phone" label={t("dzContent.settings.phone")} value={phone} onChange={setPhone} error={errors.contact_phone} />
          <TextField id="settings-whatsapp" label={t("dzContent.settings.whatsapp")} value={whatsapp} onChange={setWhatsapp} error={errors.whatsapp_phone} />
          {SOCIAL.map((k) => (
            <TextField
              key={k}
              id={`settings-${k}`}
              label={t(`dzContent.settings.social.${k}`)}
              value={social[k]}
              onChange={(v) => setSocial({ ...social, [k]: v })}
              error={errors[k]}
            />
          ))}
          <SwitchRow>
            {t("dzContent.settings.addToCart")}
            <LtrSwitch checked={cart} onCheckedChange={setCart} data-testid="settings-add-to-cart" />
          </SwitchRow>
          <div>
            <Button size="small" isLoading={save.isPending} onClick={submit} data-testid="settings-save">
              {t("dzContent.actions.save")}
            </Button>
          </div>
        </fieldset>
      </Container>
      <MetaSettings />
    </>
  )
}

export const config = defineRouteConfig({ rank: 22, label: "dzContent.nav.shop-settings", translationNs: "translation", icon: CogSixTooth })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("settings.write", ShopSettingsPage)
