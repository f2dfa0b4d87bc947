import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Text, toast, usePrompt } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { PackEditor, type PackVariants } from "../discounts/pack-editor"
import { ProductPicker } from "../discounts/product-picker"
import { CATALOG_KEY, useProductCatalog } from "../catalog/use-catalog"
import { useProductsByIds } from "../discounts/use-discounts"
import { packBody, packErrors, type PackMode, type PackRow } from "../discounts/discounts"
import { sdk } from "../shared/sdk"

type Pack = { mode: PackMode; items: { product_id: string; variant_id: string | null; quantity: number }[] } | null

/**
 * Curated related products (POST /admin/products/:id/catalog `related_product_ids`) and the pack
 * contents (/admin/products/:id/pack) of a product, edited in place on its page.
 */
const ProductRelationsWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  const prompt = usePrompt()
  const catalog = useProductCatalog(product.id)
  const packKey = [...CATALOG_KEY, "pack", product.id]
  const pack = useQuery({ queryKey: packKey, queryFn: () => sdk.client.fetch<{ pack: Pack }>(`/admin/products/${product.id}/pack`) })
  const saved = (catalog.data?.catalog as { related_product_ids?: string[] } | undefined)?.related_product_ids
  const [related, setRelated] = useState<string[]>([])
  useEffect(() => setRelated(saved ?? []), [saved?.join()])

  // the editor's rows; `editing` stays false until the pack is loaded or "make a pack" is pressed
  const [editing, setEditing] = useState(false)
  const [mode, setMode] = useState<PackMode>("strict")
  const [rows, setRows] = useState<PackRow[]>([])
  const [variants, setVariants] = useState<PackVariants>({})
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({})
  const stored = pack.data?.pack
  const parts = useProductsByIds(stored?.items.map((i) => i.product_id) ?? [])
  useEffect(() => {
    if (!stored || !parts.data) return
    const byId = new Map(parts.data.products.map((p) => [p.id, p]))
    setMode(stored.mode)
    setRows(
      stored.items.map((i) => ({
        product_id: i.product_id,
        title: byId.get(i.product_id)?.title ?? i.product_id,
        variant_id: i.variant_id,
        quantity: String(i.quantity),
      }))
    )
    setVariants(Object.fromEntries(parts.data.products.map((p) => [p.id, p.variants ?? []])))
    setEditing(true)
  }, [stored, parts.data])

  const refused = (e: Error) => toast.error(t("dzCatalog.relations.saveError", { message: e.message }))
  const saveRelated = useMutation({
    mutationFn: () => sdk.client.fetch(`/admin/products/${product.id}/catalog`, { method: "POST", body: { related_product_ids: related } }),
    onSuccess: () => {
      toast.success(t("dzCatalog.relations.relatedSaved"))
      return client.invalidateQueries({ queryKey: [...CATALOG_KEY, "product", product.id] })
    },
    onError: refused,
  })
  const savePack = useMutation({
    mutationFn: () => sdk.client.fetch(`/admin/products/${product.id}/pack`, { method: "POST", body: packBody(mode, rows) }),
    onSuccess: () => {
      toast.success(t("dzCatalog.relations.packSaved"))
      return client.invalidateQueries({ queryKey: packKey })
    },
    onError: refused,
  })
  const removePack = useMutation({
    mutationFn: () => sdk.client.fetch(`/admin/products/${product.id}/pack`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success(t("dzCatalog.relations.packRemoved"))
      setEditing(false)
      setRows([])
      return client.invalidateQueries({ queryKey: packKey })
    },
    onError: refused,
  })

  const submitPack = () => {
    const { byRow, general } = packErrors(rows, product.id)
    setRowErrors(byRow)
    if (general) return toast.error(t(`dzCatalog.relations.errors.${general}`))
    if (!Object.keys(byRow).length) savePack.mutate()
  }
  const confirmRemove = async () => {
    if (!stored) return setEditing(false)
    const ok = await prompt({
      title: t("dzCatalog.relations.removePackTitle"),
      description: t("dzCatalog.relations.removePackDescription"),
      confirmText: t("dzCatalog.relations.removePack"),
      cancelText: t("dzTransporters.actions.cancel"),
    })
    if (ok) removePack.mutate()
  }
  const loadError = catalog.error ?? pack.error

  return (
    <Container className="divide-y p-0" data-testid="product-relations-widget">
      <div className="px-6 py-4">
        <Heading level="h2">{t("dzCatalog.relations.title")}</Heading>
      </div>
      {(catalog.isLoading || pack.isLoading || loadError) && (
        <Text size="small" className={`px-6 py-4 ${loadError ? "text-ui-fg-error" : "text-ui-fg-muted"}`}>
          {loadError ? t("dzCatalog.loadError", { message: loadError.message }) : t("dzCatalog.loading")}
        </Text>
      )}
      <section className="flex flex-col gap-y-2 px-6 py-4" data-testid="related-section">
        <Text size="small" weight="plus">
          {t("dzCatalog.relations.related")}
        </Text>
        <Text size="xsmall" className="text-ui-fg-subtle">
          {t("dzCatalog.relations.relatedHint")}
        </Text>
        <ProductPicker id="related" value={related} onChange={setRelated} exclude={product.id} />
        <div className="flex justify-end">
          <Button
            size="small"
            variant="secondary"
            disabled={!catalog.data}
            isLoading={saveRelated.isPending}
            onClick={() => saveRelated.mutate()}
            data-testid="related-save"
          >
            {t("dzCatalog.relations.saveRelated")}
          </Button>
        </div>
      </section>
      <section className="flex flex-col gap-y-2 px-6 py-4" data-testid="pack-section">
        <Text size="small" weight="plus">
          {t("dzCatalog.relations.pack")}
        </Text>
        {!editing ? (
          <div className="flex items-center justify-between gap-x-3">
            <Text size="small" className="text-ui-fg-subtle" data-testid="pack-none">
              {t("dzCatalog.relations.notPack")}
            </Text>
            <Button size="small" variant="secondary" disabled={!pack.data} onClick={() => setEditing(true)} data-testid="pack-make">
              {t("dzCatalog.relations.makePack")}
            </Button>
          </div>
        ) : (
          <>
            <PackEditor
              productId={product.id}
              mode={mode}
              rows={rows}
              variants={variants}
              errors={rowErrors}
              onChange={(m, r, v) => {
                setMode(m)
                setRows(r)
                setVariants(v)
                setRowErrors({})
              }}
            />
            <div className="flex justify-end gap-x-2">
              <Button
                size="small"
                variant="transparent"
                className="text-ui-fg-error"
                isLoading={removePack.isPending}
                onClick={confirmRemove}
                data-testid="pack-remove"
              >
                {t("dzCatalog.relations.removePack")}
              </Button>
              <Button size="small" variant="secondary" isLoading={savePack.isPending} onClick={submitPack} data-testid="pack-save">
                {t("dzCatalog.relations.savePack")}
              </Button>
            </div>
          </>
        )}
      </section>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductRelationsWidget
