import { Button, Input, Select, Text, Textarea } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import type { AdminOrderLife, OrderLine } from "./order-life"
import { exchangeLines } from "./order-life"
import { useExchange } from "./use-order-life"
import { sdk } from "../shared/sdk"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { LinePicker } from "./line-picker"

type VariantRow = { id: string; title: string | null; sku: string | null; product?: { title: string | null } | null }

/** The shop's variants to send in an exchange (title, variant and SKU), loaded when the form opens. */
function useVariants(enabled: boolean, q: string) {
  return useQuery({
    queryKey: ["dz-life", "variants", q],
    enabled,
    queryFn: () =>
      sdk.client.fetch<{ variants: VariantRow[] }>("/admin/product-variants", {
        query: { limit: 50, fields: "id,title,sku,product.title", ...(q ? { q } : {}) },
      }),
    select: (r) => r.variants,
    staleTime: 60 * 1000,
  })
}

/**
 * "Exchange" on a delivered order (decision 0042): the lines the courier takes back, the variant
 * and quantity it brings. The server prices the new items and answers the difference to collect.
 */
export function LifeExchange({ life, lines }: { life: AdminOrderLife; lines: OrderLine[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [picked, setPicked] = useState<Record<string, number>>({})
  const [variant, setVariant] = useState("")
  const [quantity, setQuantity] = useState("1")
  const [note, setNote] = useState("")
  const [search, setSearch] = useState("")
  const [fieldError, setFieldError] = useState<{ lines?: string; variant?: string; quantity?: string }>({})
  const exchange = useExchange(life.order_id)
  const variants = useVariants(open, search.trim())

  /** Opens the form empty (a new exchange each time). */
  const start = () => {
    setPicked({})
    setVariant("")
    setQuantity("1")
    setNote("")
    setSearch("")
    setFieldError({})
    exchange.reset()
    setOpen(true)
  }

  if (!life.can_exchange) return null
  const submit = () => {
    const back = exchangeLines(lines, picked)
    const q = Number(quantity)
    const errors = {
      lines: back.length ? undefined : t("dzLife.exchange.linesRequired"),
      variant: variant ? undefined : t("dzLife.exchange.variantRequired"),
      quantity: Number.isInteger(q) && q > 0 ? undefined : t("dzLife.exchange.quantityInvalid"),
    }
    setFieldError(errors)
    if (errors.lines || errors.variant || errors.quantity) return
    exchange.mutate({ return_lines: back, new_items: [{ variant_id: variant, quantity: q }], note: note.trim() || null }, { onSuccess: () => setOpen(false) })
  }
  return (
    <>
      <Button size="small" variant="secondary" onClick={start} data-testid="life-exchange-open">
        {t("dzLife.exchange.action")}
      </Button>
      <FormDrawer
        open={open}
        onOpenChange={setOpen}
        title={t("dzLife.exchange.title")}
        submitting={exchange.isPending}
        error={exchange.error?.message}
        onSubmit={submit}
        testId="life-exchange-form"
        submitLabel={t("dzLife.exchange.submit")}
      >
        <Text size="small" className="text-ui-fg-subtle">
          {t("dzLife.exchange.hint")}
        </Text>
        <fieldset className="flex flex-col gap-y-2" data-testid="life-exchange-lines">
          <legend className="txt-small-plus mb-1">{t("dzLife.exchange.takeBack")}</legend>
          <LinePicker lines={lines} picked={picked} onChange={setPicked} testIdPrefix="life-exchange-line-" />
          {fieldError.lines && (
            <Text size="xsmall" className="text-ui-fg-error">
              {fieldError.lines}
            </Text>
          )}
        </fieldset>
        <Field id="life-exchange-search" label={t("dzLife.exchange.search")}>
          <Input id="life-exchange-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="life-exchange-search" />
        </Field>
        <Field id="life-exchange-variant" label={t("dzLife.exchange.send")} error={fieldError.variant}>
          <Select value={variant} onValueChange={setVariant}>
            <Select.Trigger id="life-exchange-variant" data-testid="life-exchange-variant">
              <Select.Value placeholder={variants.isLoading ? t("dzLife.exchange.loading") : t("dzLife.exchange.variantPlaceholder")} />
            </Select.Trigger>
            <Select.Content>
              {(variants.data ?? []).map((v) => (
                <Select.Item key={v.id} value={v.id} data-testid={`life-exchange-variant-${v.id}`}>
                  {[v.product?.title, v.title, v.sku].filter(Boolean).join(" — ")}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </Field>
        <Field id="life-exchange-quantity" label={t("dzLife.exchange.quantity")} error={fieldError.quantity}>
          <Input
            id="life-exchange-quantity"
            type="number"
            min={1}
            dir="ltr"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            data-testid="life-exchange-quantity"
          />
        </Field>
        <Field id="life-exchange-note" label={t("dzLife.form.note")}>
          <Textarea id="life-exchange-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} data-testid="life-exchange-note" />
        </Field>
      </FormDrawer>
    </>
  )
}
