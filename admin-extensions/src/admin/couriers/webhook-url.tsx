import { Copy, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { PUSHES_WEBHOOKS, webhookUrl, type CourierAccount } from "./couriers"

/**
 * Where the courier must send its status changes, to register in the courier's own space. Only for
 * the platforms that push; Maystro's carries the secret typed in the form (it signs nothing).
 */
export function WebhookUrl({ account, secret }: { account: Pick<CourierAccount, "adapter" | "webhook_path" | "webhook_secret_set">; secret: string }) {
  const { t } = useTranslation()
  if (!PUSHES_WEBHOOKS.has(account.adapter)) {
    return (
      <Text size="xsmall" className="text-ui-fg-subtle" data-testid="courier-webhook-none">
        {t("dzCouriers.webhook.polled")}
      </Text>
    )
  }
  const url = webhookUrl(window.location.origin, account, secret, t("dzCouriers.webhook.yourSecret"))
  return (
    <div className="flex flex-col gap-y-1" data-testid="courier-webhook">
      <Text size="xsmall" weight="plus">
        {t("dzCouriers.webhook.title")}
      </Text>
      <div className="bg-ui-bg-subtle flex items-center gap-x-2 rounded-md px-2 py-1.5">
        <code dir="ltr" className="txt-compact-xsmall min-w-0 flex-1 break-all text-start" data-testid="courier-webhook-url">
          {url}
        </code>
        <Copy content={url} className="shrink-0" />
      </div>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {t(account.adapter === "maystro" ? "dzCouriers.webhook.maystro" : "dzCouriers.webhook.signed")}
      </Text>
      {!account.webhook_secret_set && !secret && (
        <Text size="xsmall" className="text-ui-fg-error" data-testid="courier-webhook-nosecret">
          {t("dzCouriers.webhook.noSecret")}
        </Text>
      )}
    </div>
  )
}
