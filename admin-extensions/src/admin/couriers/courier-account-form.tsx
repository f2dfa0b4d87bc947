import { Input, Select, Text } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useWilayas } from "../geo/use-geo"
import { pad2 } from "../geo/types"
import { Field, SwitchRow } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { LtrSwitch } from "../shared/ltr-switch"
import { useFormErrors } from "../shared/use-form-errors"
import {
  accountBody,
  BASE_URL_EXAMPLE,
  COURIER_ADAPTERS,
  COURIER_CREDENTIALS,
  type AccountFormValues,
  type CourierAccount,
  type CourierAdapterKey,
} from "./couriers"
import { useSaveCourierAccount } from "./use-couriers"
import { WebhookUrl } from "./webhook-url"

const FIELDS = ["name", "base_url", "credentials", "webhook_secret", "from_wilaya_code", "transporter_id"] as const
type Props = { transporterId: string; transporterName: string; account?: CourierAccount; open: boolean; onOpenChange: (o: boolean) => void }

const initial = (name: string, account?: CourierAccount): AccountFormValues => ({
  adapter: account?.adapter ?? "yalidine",
  name: account?.name ?? name,
  base_url: account?.base_url ?? BASE_URL_EXAMPLE.yalidine,
  credentials: {},
  webhook_secret: "",
  from_wilaya_code: account?.from_wilaya_code ?? 16,
  sandbox: account?.sandbox ?? false,
  active: account?.active ?? true,
})

/**
 * Links the transporter to a courier platform, or edits the link. Secrets are typed, never shown:
 * the API only says which are set, so an edit keeps them unless new ones are typed.
 */
export function CourierAccountForm({ transporterId, transporterName, account, open, onOpenChange }: Props) {
  const { t, i18n } = useTranslation()
  const save = useSaveCourierAccount(account?.id)
  const wilayas = (useWilayas("").data?.wilayas ?? []).filter((w) => w.code <= 58)
  const [values, setValues] = useState<AccountFormValues>(initial(transporterName))
  const { errors, setErrors, general, show, fromApi } = useFormErrors(FIELDS)
  const [credErrors, setCredErrors] = useState<Record<string, string>>({})
  const editing = !!account
  const ar = i18n.language?.startsWith("ar")

  useEffect(() => {
    if (!open) return
    setValues(initial(transporterName, account))
    setCredErrors({})
    show()
  }, [open, account, transporterName, show])

  const set = (patch: Partial<AccountFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const pickAdapter = (adapter: CourierAdapterKey) =>
    setValues((v) => ({
      ...v,
      adapter,
      credentials: {},
      // the example URL follows the platform unless the merchant typed one of their own
      base_url: Object.values(BASE_URL_EXAMPLE).includes(v.base_url) || !v.base_url ? BASE_URL_EXAMPLE[adapter] : v.base_url,
    }))

  const submit = () => {
    const checked = accountBody(values, editing)
    if ("errors" in checked) {
      const text = { required: t("dzCouriers.form.required"), url: t("dzCouriers.form.url"), short: t("dzCouriers.form.short") }
      const byField: typeof errors = {}
      const creds: Record<string, string> = {}
      for (const [k, v] of Object.entries(checked.errors)) {
        if (k.startsWith("credentials.")) creds[k.slice(12)] = text[v]
        else byField[k as (typeof FIELDS)[number]] = text[v]
      }
      setCredErrors(creds)
      show(byField)
      return
    }
    setCredErrors({})
    save.mutate(editing ? checked.body : { ...checked.body, transporter_id: transporterId }, {
      onSuccess: () => onOpenChange(false),
      onError: (e: Error) => {
        // "credentials.api_token: required for yalidine": beside that credential
        const m = /credentials\.(\w+)/.exec(e.message)
        if (m) setCredErrors({ [m[1]]: e.message })
        fromApi(e)
      },
    })
  }

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t(editing ? "dzCouriers.form.editTitle" : "dzCouriers.form.linkTitle", { name: transporterName })}
      submitting={save.isPending}
      error={general}
      onSubmit={submit}
      testId="courier-form"
    >
      <Field id="courier-adapter" label={t("dzCouriers.fields.adapter")} hint={editing ? t("dzCouriers.form.adapterFixed") : undefined}>
        <Select size="small" dir={i18n.dir()} value={values.adapter} onValueChange={(v) => pickAdapter(v as CourierAdapterKey)} disabled={editing}>
          <Select.Trigger id="courier-adapter" data-testid="courier-adapter">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {COURIER_ADAPTERS.map((a) => (
              <Select.Item key={a} value={a} data-testid={`courier-adapter-${a}`}>
                {t(`dzCouriers.adapters.${a}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </Field>
      <Field id="courier-name" label={t("dzCouriers.fields.name")} error={errors.name}>
        <Input id="courier-name" value={values.name} onChange={(e) => set({ name: e.target.value })} data-testid="courier-name" />
      </Field>
      <Field id="courier-base_url" label={t("dzCouriers.fields.baseUrl")} hint={t(`dzCouriers.baseUrlHint.${values.adapter}`)} error={errors.base_url}>
        <Input
          id="courier-base_url"
          dir="ltr"
          type="url"
          placeholder={BASE_URL_EXAMPLE[values.adapter]}
          value={values.base_url}
          onChange={(e) => {
            set({ base_url: e.target.value })
            setErrors((er) => ({ ...er, base_url: undefined }))
          }}
          data-testid="courier-base_url"
        />
      </Field>
      <div className="flex flex-col gap-y-3 rounded-md border border-ui-border-base p-3" data-testid="courier-credentials">
        <Text size="small" weight="plus">
          {t("dzCouriers.fields.credentials")}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t(editing ? "dzCouriers.form.credentialsKeep" : "dzCouriers.form.credentialsNew")}
        </Text>
        {COURIER_CREDENTIALS[values.adapter].map((k) => (
          <Field key={`${values.adapter}-${k}`} id={`courier-cred-${k}`} label={t(`dzCouriers.credentials.${k}`)} error={credErrors[k]}>
            <Input
              id={`courier-cred-${k}`}
              type="password"
              dir="ltr"
              autoComplete="new-password"
              placeholder={account?.credentials_set.includes(k) ? t("dzCouriers.form.secretSet") : ""}
              value={values.credentials[k] ?? ""}
              onChange={(e) => {
                set({ credentials: { ...values.credentials, [k]: e.target.value } })
                setCredErrors((c) => ({ ...c, [k]: "" }))
              }}
              data-testid={`courier-cred-${k}`}
            />
          </Field>
        ))}
      </div>
      <Field
        id="courier-webhook_secret"
        label={t("dzCouriers.fields.webhookSecret")}
        hint={t("dzCouriers.form.webhookSecretHint")}
        error={errors.webhook_secret}
      >
        <Input
          id="courier-webhook_secret"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          placeholder={account?.webhook_secret_set ? t("dzCouriers.form.secretSet") : ""}
          value={values.webhook_secret}
          onChange={(e) => set({ webhook_secret: e.target.value })}
          data-testid="courier-webhook_secret"
        />
      </Field>
      {account && <WebhookUrl account={{ ...account, adapter: values.adapter }} secret={values.webhook_secret} />}
      <Field id="courier-wilaya" label={t("dzCouriers.fields.fromWilaya")} hint={t("dzCouriers.form.fromWilayaHint")} error={errors.from_wilaya_code}>
        <Select size="small" dir={i18n.dir()} value={String(values.from_wilaya_code)} onValueChange={(v) => set({ from_wilaya_code: Number(v) })}>
          <Select.Trigger id="courier-wilaya" data-testid="courier-wilaya">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {wilayas.map((w) => (
              <Select.Item key={w.code} value={String(w.code)}>
                {`${pad2(w.code)} ${ar ? w.name_ar : w.name_fr}`}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </Field>
      <SwitchRow>
        {t("dzCouriers.fields.sandbox")}
        <LtrSwitch checked={values.sandbox} onCheckedChange={(sandbox) => set({ sandbox })} data-testid="courier-sandbox" />
      </SwitchRow>
      <SwitchRow>
        {t("dzCouriers.fields.active")}
        <LtrSwitch checked={values.active} onCheckedChange={(active) => set({ active })} data-testid="courier-active" />
      </SwitchRow>
    </FormDrawer>
  )
}
