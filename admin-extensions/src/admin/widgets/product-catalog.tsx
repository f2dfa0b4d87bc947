import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { ProductCatalogFields, type CatalogValues } from "../catalog/product-catalog-form"
import { FormDrawer } from "../shared/form-drawer"
import { TransporterLogo } from "../transporters/transporter-logo"
import { CATALOG_KEY, useProductCatalog } from "../catalog/use-catalog"
import { fieldErrors } from "../shared/api"
import { labelIn } from "../catalog/catalog"
import { sdk } from "../shared/sdk"

/**
 * Brand, brand line, features and "featured" of a product, on its page. Brand, line and features
 * go through the catalog plugin's workflow (POST /admin/products/:id/catalog); "featured" is the
 * product's `metadata.featured`, written with Medusa's own product update.
 */
const ProductCatalogWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { t, i18n } = useTranslation()
  const client = useQueryClient()
  const { data, isLoading, error } = useProductCatalog(product.id)
  const catalog = data?.catalog
  const featured = product.metadata?.featured === true
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<CatalogValues>({ brand_id: null, brand_line_id: null, feature_value_ids: [], featured })
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [general, setGeneral] = useState<string>()

  useEffect(() => {
    if (!open || !catalog) return
    setValues({
      brand_id: catalog.brand?.id ?? null,
      brand_line_id: catalog.brand_line?.id ?? null,
      feature_value_ids: catalog.feature_values.map((v) => v.id),
      featured,
    })
    setErrors({})
    setGeneral(undefined)
  }, [open, catalog, featured])

  const save = useMutation({
    mutationFn: async (v: CatalogValues) => {
      await sdk.client.fetch(`/admin/products/${product.id}/catalog`, {
        method: "POST",
        body: { brand_id: v.brand_id, brand_line_id: v.brand_line_id, feature_value_ids: v.feature_value_ids },
      })
      if (v.featured !== featured) await sdk.admin.product.update(product.id, { metadata: { ...(product.metadata ?? {}), featured: v.featured } })
    },
    onSuccess: () => {
      toast.success(t("dzCatalog.toast.productSaved"))
      setOpen(false)
      client.invalidateQueries({ queryKey: CATALOG_KEY })
      // the product page's own query, so "featured" shows the saved metadata
      return client.invalidateQueries({ queryKey: ["products"] })
    },
    onError: (e: Error) => {
      const { byField, general: rest } = fieldErrors(e.message, ["brand_id", "brand_line_id", "feature_value_ids"] as const)
      setErrors(byField)
      setGeneral(rest || undefined)
    },
  })

  const features = catalog?.feature_values ?? []
  return (
    <Container className="divide-y p-0" data-testid="product-catalog-widget">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("dzCatalog.product.title")}</Heading>
        <Button size="small" variant="secondary" onClick={() => setOpen(true)} disabled={!catalog} data-testid="product-catalog-edit">
          {t("dzCatalog.actions.edit")}
        </Button>
      </div>
      <div className="flex flex-col gap-y-3 px-6 py-4 text-sm">
        {(isLoading || error) && (
          <Text size="small" className={error ? "text-ui-fg-error" : "text-ui-fg-muted"}>
            {error ? t("dzCatalog.loadError", { message: error.message }) : t("dzCatalog.loading")}
          </Text>
        )}
        {catalog && (
          <>
            <div className="flex items-center justify-between gap-x-3">
              <Text size="small" className="text-ui-fg-subtle">
                {t("dzCatalog.product.brand")}
              </Text>
              <span className="flex items-center gap-x-2" data-testid="product-brand">
                {catalog.brand && <TransporterLogo url={catalog.brand.logo_url} name={catalog.brand.name} />}
                {catalog.brand ? labelIn(i18n.language, catalog.brand.name, catalog.brand.translations, "name") : "—"}
                {catalog.brand_line && ` · ${labelIn(i18n.language, catalog.brand_line.name, catalog.brand_line.translations, "name")}`}
              </span>
            </div>
            <div className="flex items-start justify-between gap-x-3">
              <Text size="small" className="text-ui-fg-subtle">
                {t("dzCatalog.product.features")}
              </Text>
              <div className="flex flex-wrap justify-end gap-1" data-testid="product-features">
                {features.length
                  ? features.map((v) => (
                      <Badge key={v.id} size="2xsmall">
                        {v.feature_type ? `${labelIn(i18n.language, v.feature_type.label, v.feature_type.translations, "label")}: ` : ""}
                        {labelIn(i18n.language, v.value, v.translations, "value")}
                      </Badge>
                    ))
                  : "—"}
              </div>
            </div>
            <div className="flex items-center justify-between gap-x-3">
              <Text size="small" className="text-ui-fg-subtle">
                {t("dzCatalog.product.featured")}
              </Text>
              <span data-testid="product-featured">{t(featured ? "dzCatalog.product.yes" : "dzCatalog.product.no")}</span>
            </div>
          </>
        )}
      </div>
      <FormDrawer
        open={open}
        onOpenChange={setOpen}
        title={t("dzCatalog.product.title")}
        submitting={save.isPending}
        error={general}
        onSubmit={() => save.mutate(values)}
        testId="product-catalog-form"
      >
        <ProductCatalogFields value={values} onChange={setValues} errors={errors} />
      </FormDrawer>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.after" })

export default ProductCatalogWidget
