import { Select } from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { LOOKUP_OF, MENU_TYPES, type MenuNode, type MenuType } from "./menu-tree"
import { LocalizedInput } from "../catalog/localized-input"
import { Field } from "../shared/field"
import { FormDrawer } from "../shared/form-drawer"
import { TextField } from "./block-type-fields"
import { LookupPicker } from "./lookup-picker"

/**
 * One menu item. The selector below the type follows it: a picker of categories, brands, products
 * (searched from 3 characters), ... or a URL for a link; changing the type clears the old target.
 */
export function MenuItemForm({
  node,
  open,
  onOpenChange,
  onSave,
}: {
  node: MenuNode | null
  open: boolean
  onOpenChange: (o: boolean) => void
  onSave: (n: MenuNode) => void
}) {
  const { t } = useTranslation()
  const [v, setV] = useState<MenuNode | null>(node)
  const [errors, setErrors] = useState<Record<string, string>>({})
  useEffect(() => {
    if (open) {
      setV(node)
      setErrors({})
    }
  }, [open, node])
  if (!v) return null

  const kind = LOOKUP_OF[v.type]
  const submit = () => {
    const e: Record<string, string> = {}
    if (!v.label.fr.trim()) e.label = t("dzContent.form.frRequired")
    if (v.type === "link" && !/^(https?:\/\/|\/)/.test(v.url?.trim() ?? "")) e.url = t("dzContent.menus.urlInvalid")
    if (v.type !== "link" && !v.target_id) e.target = t("dzContent.menus.targetRequired")
    setErrors(e)
    if (Object.keys(e).length) return
    onSave({ ...v, url: v.url?.trim() || null })
    onOpenChange(false)
  }

  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={t("dzContent.menus.itemTitle")}
      submitting={false}
      onSubmit={submit}
      testId="menu-item-form"
      submitLabel={t("dzContent.actions.apply")}
    >
      <Field id="menu-item-type" label={t("dzContent.menus.type")}>
        <Select value={v.type} onValueChange={(type) => setV({ ...v, type: type as MenuType, target_id: null, target_name: undefined, url: null })}>
          <Select.Trigger id="menu-item-type" data-testid="menu-item-type">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {MENU_TYPES.map((ty) => (
              <Select.Item key={ty} value={ty} data-testid={`menu-type-${ty}`}>
                {t(`dzContent.menus.types.${ty}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </Field>
      <LocalizedInput
        id="menu-item-label"
        label={t("dzContent.menus.label")}
        value={v.label}
        onChange={(label) => setV({ ...v, label })}
        error={errors.label}
      />
      {kind ? (
        <Field key={v.type} id="menu-item-target" label={t(`dzContent.menus.types.${v.type}`)} error={errors.target}>
          <LookupPicker
            id="menu-item-target"
            kind={kind}
            value={v.target_id ? [{ id: v.target_id, name: v.target_name ?? "" }] : []}
            onChange={(l) => setV({ ...v, target_id: l[0]?.id ?? null, target_name: l[0]?.name })}
          />
        </Field>
      ) : (
        <TextField
          id="menu-item-url"
          label={t("dzContent.menus.url")}
          hint={t("dzContent.menus.urlHint")}
          value={v.url ?? ""}
          onChange={(url) => setV({ ...v, url })}
          error={errors.url}
        />
      )}
    </FormDrawer>
  )
}
