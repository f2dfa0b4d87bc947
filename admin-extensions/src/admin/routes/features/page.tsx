import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ListCheckbox } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Table, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { BackLink } from "../../catalog/back-link"
import { DeleteButton } from "../../catalog/delete-button"
import { ItemForm, type ItemKind } from "../../catalog/item-form"
import { useFeatureTree } from "../../catalog/use-catalog"
import type { FeatureType, FeatureValue } from "../../catalog/catalog"
import { RTL_TABLE } from "../../shared/rtl-table"
import { screenFor } from "../../staff/can"

const TYPE: ItemKind = { text: "label", key: "code", position: true }
const VALUE: ItemKind = { text: "value", position: true }

type Editing = { what: "type"; item: FeatureType | null } | { what: "value"; type: FeatureType; item: FeatureValue | null } | null

const Translations = ({ en, ar }: { en?: string; ar?: string }) => (
  <Text size="xsmall" className="text-ui-fg-subtle">
    {en || "—"} ·{" "}
    <span dir="rtl" lang="ar">
      {ar || "—"}
    </span>
  </Text>
)

/** Feature types (Couleur, Pointure…) and their values, each in fr/en/ar, in the order buyers see them. */
const FeaturesPage = () => {
  const { t } = useTranslation()
  const { data: types = [], isLoading, error } = useFeatureTree()
  const [editing, setEditing] = useState<Editing>(null)
  const state = isLoading
    ? t("dzCatalog.loading")
    : error
      ? t("dzCatalog.loadError", { message: error.message })
      : !types.length
        ? t("dzCatalog.features.empty")
        : null

  return (
    <div className="flex flex-col gap-y-3">
      <Container className="flex flex-wrap items-start justify-between gap-3 px-6 py-4">
        <div>
          <BackLink to="/brands" label={t("dzCatalog.brands.title")} />
          <Heading level="h1">{t("dzCatalog.features.title")}</Heading>
          <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
            {t("dzCatalog.features.description")}
          </Text>
        </div>
        <Button size="small" variant="secondary" onClick={() => setEditing({ what: "type", item: null })} data-testid="type-create">
          {t("dzCatalog.features.create")}
        </Button>
      </Container>
      {state && (
        <Container>
          <Text size="small" className={error ? "text-ui-fg-error" : "text-ui-fg-muted"} data-testid="features-state">
            {state}
          </Text>
        </Container>
      )}
      {types.map((type) => (
        <Container key={type.id} className="divide-y p-0" data-testid={`type-${type.code}`}>
          <div className="flex flex-wrap items-start justify-between gap-3 px-6 py-3">
            <div>
              <div className="flex items-center gap-x-2">
                <Heading level="h2">{type.label}</Heading>
                <Badge size="2xsmall" className="font-mono">
                  {type.code}
                </Badge>
              </div>
              <Translations en={type.translations?.en?.label} ar={type.translations?.ar?.label} />
            </div>
            <div className="flex gap-x-1">
              <Button size="small" variant="secondary" onClick={() => setEditing({ what: "value", type, item: null })} data-testid="value-create">
                {t("dzCatalog.features.addValue")}
              </Button>
              <Button size="small" variant="transparent" onClick={() => setEditing({ what: "type", item: type })} data-testid="type-edit">
                {t("dzCatalog.actions.edit")}
              </Button>
              <DeleteButton path={`/admin/feature-types/${type.id}`} name={type.label} description={t("dzCatalog.delete.typeText")} testId="type-delete" />
            </div>
          </div>
          {!type.values?.length ? (
            <Text size="small" className="text-ui-fg-muted px-6 py-4">
              {t("dzCatalog.features.noValues")}
            </Text>
          ) : (
            <Table className={RTL_TABLE}>
              <Table.Body>
                {type.values.map((v) => (
                  <Table.Row key={v.id} data-testid={`value-${v.value}`}>
                    <Table.Cell className="w-16 text-ui-fg-muted">{v.position}</Table.Cell>
                    <Table.Cell>
                      <Text size="small" weight="plus">
                        {v.value}
                      </Text>
                      <Translations en={v.translations?.en?.value} ar={v.translations?.ar?.value} />
                    </Table.Cell>
                    <Table.Cell className="text-end">
                      <Button size="small" variant="transparent" onClick={() => setEditing({ what: "value", type, item: v })} data-testid="value-edit">
                        {t("dzCatalog.actions.edit")}
                      </Button>
                      <DeleteButton path={`/admin/feature-values/${v.id}`} name={v.value} description={t("dzCatalog.delete.valueText")} testId="value-delete" />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          )}
        </Container>
      ))}
      <ItemForm
        kind={editing?.what === "value" ? VALUE : TYPE}
        item={editing?.item ?? null}
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        path={
          editing?.what === "value"
            ? editing.item
              ? `/admin/feature-values/${editing.item.id}`
              : `/admin/feature-types/${editing.type.id}/values`
            : editing?.item
              ? `/admin/feature-types/${editing.item.id}`
              : "/admin/feature-types"
        }
        title={
          editing?.what === "value"
            ? t(editing.item ? "dzCatalog.features.editValue" : "dzCatalog.features.newValue", { type: editing.type.label })
            : t(editing?.item ? "dzCatalog.features.editType" : "dzCatalog.features.newType")
        }
        toastKey="dzCatalog.toast.saved"
        testId={editing?.what === "value" ? "value-form" : "type-form"}
      />
    </div>
  )
}

export const config = defineRouteConfig({ nested: "/products", rank: 2, label: "dzCatalog.features.menu", translationNs: "translation", icon: ListCheckbox })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("catalog.write", FeaturesPage)
