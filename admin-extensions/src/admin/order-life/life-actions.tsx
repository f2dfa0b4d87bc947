import { Button, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { AdminOrderLife, LifeAction, OrderLine } from "./order-life"
import type { Permission } from "@shop/contracts/staff-roles"
import { AXIS_PERMISSION, DANGER, ONE_CLICK, actionsOf } from "./order-life"
import { LifeActionForm } from "./life-action-form"
import { LifeEdit } from "./life-edit-form"
import { LifeExchange } from "./life-exchange-form"
import { useChangeLife, type LifeChange } from "./use-order-life"

/**
 * Only the transitions the server would accept now (`life.allowed`) and the caller's role may make
 * (an agent sees no refund, the warehouse no confirmation), one button each, grouped by axis.
 */
export function LifeActions({ life, lines, address, permissions }: { life: AdminOrderLife; lines: OrderLine[]; address: string; permissions: Permission[] }) {
  const { t } = useTranslation()
  const change = useChangeLife(life.order_id)
  const [open, setOpen] = useState<LifeAction | null>(null)
  const [refusal, setRefusal] = useState<string>()
  const actions = actionsOf(life).filter((a) => permissions.includes(AXIS_PERMISSION[a.axis]))
  const canExchange = life.can_exchange && permissions.includes("orders.return")
  const canEdit = life.can_edit && permissions.includes("orders.edit")

  const run = (c: LifeChange, fromForm: boolean) => {
    setRefusal(undefined)
    change.mutate(c, {
      onSuccess: () => fromForm && setOpen(null),
      onError: (e: Error) => setRefusal(e.message),
    })
  }
  const click = (a: LifeAction) => {
    if (!ONE_CLICK.has(a.to)) {
      setRefusal(undefined)
      return setOpen(a)
    }
    if (a.to === "delivered" && !window.confirm(t("dzLife.confirmDelivered"))) return
    run({ axis: a.axis, body: { to: a.to } } as LifeChange, false)
  }

  if (!actions.length && !canExchange && !canEdit) {
    return (
      <Text size="xsmall" className="text-ui-fg-muted" data-testid="life-no-action">
        {t("dzLife.noAction")}
      </Text>
    )
  }
  return (
    <div className="flex flex-col gap-y-2">
      <div className="flex flex-wrap gap-2" data-testid="life-actions">
        {actions.map((a) => (
          <Button
            key={`${a.axis}-${a.to}`}
            size="small"
            variant={DANGER.has(a.to) ? "danger" : a.to === "confirmed" || a.to === "delivered" || a.to === "handed_over" ? "primary" : "secondary"}
            isLoading={change.isPending && change.variables?.body.to === a.to}
            disabled={change.isPending}
            onClick={() => click(a)}
            data-testid={`life-action-${a.to}`}
          >
            {t(`dzLife.action.${a.to}`)}
          </Button>
        ))}
        {canEdit && <LifeEdit life={life} lines={lines} address={address} />}
        {canExchange && <LifeExchange life={life} lines={lines} />}
      </div>
      {refusal && !open && (
        <Text size="small" className="text-ui-fg-error" data-testid="life-error">
          {refusal}
        </Text>
      )}
      <LifeActionForm
        action={open}
        lines={lines}
        submitting={change.isPending}
        error={open ? refusal : undefined}
        onSubmit={(c) => run(c, true)}
        onClose={() => setOpen(null)}
      />
    </div>
  )
}
