import { ArrowUturnLeft } from "@medusajs/icons"
import { Badge, Button, Heading, usePrompt } from "@medusajs/ui"
import { StatusBadge } from "../shared/status-badge"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { useDeleteTransporter } from "./use-transporters"
import type { Transporter } from "./transporters"
import { TransporterLogo } from "./transporter-logo"
import { TransporterTypes } from "./transporter-types"

/** Who the courier is, with edit and delete. */
export function TransporterHeader({ transporter, onEdit }: { transporter: Transporter; onEdit: () => void }) {
  const { t } = useTranslation()
  const prompt = usePrompt()
  const navigate = useNavigate()
  const remove = useDeleteTransporter()
  const confirmDelete = async () => {
    const ok = await prompt({
      title: t("dzTransporters.confirm.title"),
      description: t("dzTransporters.confirm.transporter", { name: transporter.name }),
      confirmText: t("dzTransporters.actions.delete"),
      cancelText: t("dzTransporters.actions.cancel"),
    })
    if (ok) remove.mutate(transporter, { onSuccess: () => navigate("/transporters") })
  }

  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      <Link to="/transporters" className="text-ui-fg-subtle hover:text-ui-fg-base flex w-fit items-center gap-x-1 text-sm" data-testid="transporter-back">
        <ArrowUturnLeft className="rtl:-scale-x-100" />
        {t("dzTransporters.detail.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-x-4">
          <TransporterLogo url={transporter.logo_url} name={transporter.name} size="large" testId="transporter-detail-logo" />
          <div className="flex flex-col gap-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Heading level="h1" data-testid="transporter-title">
                {transporter.name}
              </Heading>
              <Badge size="2xsmall" className="font-mono">
                {transporter.code}
              </Badge>
              <StatusBadge color={transporter.active ? "green" : "grey"}>
                {t(transporter.active ? "dzTransporters.status.active" : "dzTransporters.status.inactive")}
              </StatusBadge>
            </div>
            <TransporterTypes transporter={transporter} />
            <div className="text-ui-fg-subtle txt-compact-small flex flex-wrap gap-x-3">
              <span dir="ltr">{transporter.phone ?? "—"}</span>
              {transporter.tracking_url_pattern && (
                <span className="break-all" dir="ltr">
                  {transporter.tracking_url_pattern}
                </span>
              )}
            </div>
          </div>
        </div>
        <div className="flex gap-x-2">
          <Button size="small" variant="secondary" onClick={onEdit} data-testid="transporter-edit">
            {t("dzTransporters.actions.edit")}
          </Button>
          <Button size="small" variant="danger" isLoading={remove.isPending} onClick={confirmDelete} data-testid="transporter-delete">
            {t("dzTransporters.actions.delete")}
          </Button>
        </div>
      </div>
    </div>
  )
}
