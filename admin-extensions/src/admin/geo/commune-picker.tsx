import { Input, Select, Text, clx } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDebounced } from "../shared/use-debounced"
import { useCommunes, useWilayas } from "./use-geo"
import { pad2 } from "./types"

type Props = {
  wilaya: number | null
  commune: number | null
  onWilaya: (code: number) => void
  onCommune: (code: number) => void
}

/** A wilaya, then one of its communes found by French or Arabic name. */
export function CommunePicker({ wilaya, commune, onWilaya, onCommune }: Props) {
  const { t, i18n } = useTranslation()
  const [search, setSearch] = useState("")
  const q = useDebounced(search.trim())
  const wilayas = useWilayas("").data?.wilayas ?? []
  const communes = useCommunes(wilaya ?? 0, q)
  const list = wilaya ? (communes.data?.communes ?? []) : []

  return (
    <div className="flex flex-col gap-y-2">
      <Select
        size="small"
        dir={i18n.dir()}
        value={wilaya ? String(wilaya) : undefined}
        onValueChange={(v) => {
          onWilaya(Number(v))
          setSearch("")
        }}
      >
        <Select.Trigger data-testid="picker-wilaya" aria-label={t("dzTransporters.picker.wilaya")}>
          <Select.Value placeholder={t("dzTransporters.picker.wilaya")} />
        </Select.Trigger>
        <Select.Content>
          {wilayas.map((w) => (
            <Select.Item key={w.code} value={String(w.code)} data-testid={`picker-wilaya-${w.code}`}>
              {pad2(w.code)} {w.name_fr} · {w.name_ar}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
      {wilaya && (
        <>
          <Input
            type="search"
            size="small"
            placeholder={t("dzTransporters.picker.search")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="picker-search"
          />
          <div className="max-h-48 overflow-y-auto rounded-md border" role="listbox" aria-label={t("dzTransporters.picker.commune")}>
            {communes.isLoading && (
              <Text size="small" className="text-ui-fg-muted px-3 py-2">
                {t("dzTransporters.loading")}
              </Text>
            )}
            {communes.error && (
              <Text size="small" className="text-ui-fg-error px-3 py-2">
                {t("dzTransporters.loadError", { message: communes.error.message })}
              </Text>
            )}
            {!communes.isLoading && !list.length && !communes.error && (
              <Text size="small" className="text-ui-fg-muted px-3 py-2">
                {t("dzTransporters.picker.none")}
              </Text>
            )}
            {list.map((c) => (
              <button
                key={c.code}
                type="button"
                role="option"
                aria-selected={c.code === commune}
                onClick={() => onCommune(c.code)}
                data-testid={`picker-commune-${c.code}`}
                className={clx(
                  "flex w-full items-center justify-between gap-x-3 px-3 py-1.5 text-start text-sm hover:bg-ui-bg-base-hover",
                  c.code === commune && "bg-ui-bg-highlight font-medium"
                )}
              >
                <span>{c.name_fr}</span>
                <span dir="rtl" lang="ar" className="text-ui-fg-subtle">
                  {c.name_ar}
                </span>
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  )
}
