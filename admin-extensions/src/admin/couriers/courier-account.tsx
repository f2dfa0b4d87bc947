import { Badge, Button, Heading, Text, usePrompt } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { StatusBadge } from "../shared/status-badge"
import { pad2 } from "../geo/types"
import { useWilayas } from "../geo/use-geo"
import { CourierAccountForm } from "./courier-account-form"
import { CourierSync } from "./courier-sync"
import { useCourierAccounts, useTestCourierAccount, useUnlinkCourierAccount } from "./use-couriers"
import { WebhookUrl } from "./webhook-url"

/**
 * The transporter's link to its courier's API (issue 16): which platform and account, a connection
 * test, the webhook URL to register, edit and unlink. Without one, parcels are handed over by hand.
 */
export function CourierAccountSection({ transporterId, transporterName }: { transporterId: string; transporterName: string }) {
  const { t, i18n } = useTranslation()
  const prompt = usePrompt()
  const { data, isLoading, error } = useCourierAccounts()
  const test = useTestCourierAccount()
  const unlink = useUnlinkCourierAccount()
  const [open, setOpen] = useState(false)
  const account = data?.find((a) => a.transporter_id === transporterId)
  const wilaya = (useWilayas("").data?.wilayas ?? []).find((w) => w.code === account?.from_wilaya_code)
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "short", timeStyle: "short" })

  const confirmUnlink = async () => {
    if (!account) return
    const ok = await prompt({
      title: t("dzCouriers.unlink.title"),
      description: t("dzCouriers.unlink.description", { name: account.name }),
      confirmText: t("dzCouriers.actions.unlink"),
      cancelText: t("dzTransporters.actions.cancel"),
    })
    if (ok) unlink.mutate(account)
  }

  return (
    <div className="flex flex-col gap-y-3 px-6 py-4" data-testid="courier-account">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading level="h2">{t("dzCouriers.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t(account ? "dzCouriers.description" : "dzCouriers.byHand")}
          </Text>
        </div>
        <div className="flex flex-wrap gap-2">
          {account ? (
            <>
              <Button size="small" variant="secondary" isLoading={test.isPending} onClick={() => test.mutate(account)} data-testid="courier-test">
                {t("dzCouriers.actions.test")}
              </Button>
              <Button size="small" variant="secondary" onClick={() => setOpen(true)} data-testid="courier-edit">
                {t("dzCouriers.actions.edit")}
              </Button>
              <Button size="small" variant="danger" isLoading={unlink.isPending} onClick={confirmUnlink} data-testid="courier-unlink">
                {t("dzCouriers.actions.unlink")}
              </Button>
            </>
          ) : (
            !isLoading && (
              <Button size="small" variant="secondary" onClick={() => setOpen(true)} data-testid="courier-link">
                {t("dzCouriers.actions.link")}
              </Button>
            )
          )}
        </div>
      </div>
      {error && (
        <Text size="small" className="text-ui-fg-error">
          {t("dzCouriers.loadError", { message: error.message })}
        </Text>
      )}
      {account && (
        <div className="grid gap-x-6 gap-y-3 md:grid-cols-2">
          <div className="flex flex-col gap-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <Text weight="plus" data-testid="courier-account-name">
                {account.name}
              </Text>
              <Badge size="2xsmall" data-testid="courier-account-adapter">
                {t(`dzCouriers.adapters.${account.adapter}`)}
              </Badge>
              {account.sandbox && (
                <Badge size="2xsmall" color="orange" data-testid="courier-sandbox-badge">
                  {t("dzCouriers.sandbox")}
                </Badge>
              )}
              <StatusBadge color={account.active ? "green" : "grey"}>{t(account.active ? "dzCouriers.active" : "dzCouriers.inactive")}</StatusBadge>
            </div>
            <dl className="txt-compact-small grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-ui-fg-subtle">{t("dzCouriers.fields.baseUrl")}</dt>
              <dd dir="ltr" className="break-all text-start" data-testid="courier-base-url">
                {account.base_url}
              </dd>
              <dt className="text-ui-fg-subtle">{t("dzCouriers.fields.credentials")}</dt>
              <dd data-testid="courier-credentials-set">
                {account.credentials_set.length
                  ? account.credentials_set.map((k) => t(`dzCouriers.credentials.${k}`, { defaultValue: k })).join(" · ")
                  : t("dzCouriers.noCredentials")}
              </dd>
              <dt className="text-ui-fg-subtle">{t("dzCouriers.fields.fromWilaya")}</dt>
              <dd data-testid="courier-from-wilaya">
                {pad2(account.from_wilaya_code)} {wilaya ? (i18n.language?.startsWith("ar") ? wilaya.name_ar : wilaya.name_fr) : ""}
              </dd>
            </dl>
            <div data-testid="courier-test-result" data-state={account.last_test_at ? (account.last_test_error ? "error" : "ok") : "never"}>
              {!account.last_test_at ? (
                <Text size="small" className="text-ui-fg-muted">
                  {t("dzCouriers.test.never")}
                </Text>
              ) : account.last_test_error ? (
                <Text size="small" className="text-ui-fg-error">
                  {t("dzCouriers.test.lastError", { date: when(account.last_test_at), message: account.last_test_error })}
                </Text>
              ) : (
                <StatusBadge color="green">{t("dzCouriers.test.lastOk", { date: when(account.last_test_at) })}</StatusBadge>
              )}
            </div>
          </div>
          <WebhookUrl account={account} secret="" />
        </div>
      )}
      {account && <CourierSync key={account.id} account={account} />}
      <CourierAccountForm transporterId={transporterId} transporterName={transporterName} account={account} open={open} onOpenChange={setOpen} />
    </div>
  )
}
