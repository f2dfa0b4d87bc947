import { Badge, Input, Text } from "@medusajs/ui"
import { XMark } from "@medusajs/icons"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDebounced } from "../shared/use-debounced"
import { useLookup, type Lookup } from "./use-content"
import { PRODUCT_SEARCH_MIN } from "./content"

/**
 * Picks one or several targets from GET /admin/content/lookups/:kind. The chosen ones are kept
 * with their names so they show without another request. Products are searched from 3 characters;
 * below that the result list is hidden (spec §5).
 */
export function LookupPicker({
  id,
  kind,
  value,
  onChange,
  multiple = false,
}: {
  id: string
  kind: string
  value: Lookup[]
  onChange: (v: Lookup[]) => void
  multiple?: boolean
}) {
  const { t } = useTranslation()
  const [q, setQ] = useState("")
  const query = useDebounced(q, 250)
  const needsMore = kind === "products" && query.trim().length < PRODUCT_SEARCH_MIN
  const { data, isFetching } = useLookup(kind, query)
  const items = needsMore ? [] : (data?.items ?? []).filter((i) => !value.some((v) => v.id === i.id)).slice(0, 20)
  // Targets chosen before the form opened come as bare ids: name them from the unfiltered list
  // (products cannot be listed without a search, so they keep their id).
  const all = useLookup(kind === "products" ? null : kind, "")
  const nameOf = (v: Lookup) => v.name || all.data?.items.find((i) => i.id === v.id)?.name || v.id
  const choose = (item: Lookup) => onChange(multiple ? [...value, item] : [item])

  return (
    <div className="flex flex-col gap-y-2" data-testid={`${id}-picker`}>
      {value.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {value.map((v) => (
            <Badge key={v.id} size="2xsmall" className="gap-x-1" data-testid={`${id}-chosen`}>
              {nameOf(v)}
              <button type="button" aria-label={t("dzContent.actions.remove")} onClick={() => onChange(value.filter((x) => x.id !== v.id))}>
                <XMark />
              </button>
            </Badge>
          ))}
        </div>
      )}
      <Input
        id={id}
        size="small"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t(kind === "products" ? "dzContent.picker.searchProducts" : "dzContent.picker.search")}
        data-testid={`${id}-search`}
      />
      {needsMore ? (
        <Text size="xsmall" className="text-ui-fg-muted" data-testid={`${id}-min`}>
          {t("dzContent.picker.minChars", { count: PRODUCT_SEARCH_MIN })}
        </Text>
      ) : (
        <ul className="shadow-borders-base max-h-40 overflow-y-auto rounded-md" data-testid={`${id}-results`}>
          {items.map((i) => (
            <li key={i.id}>
              <button
                type="button"
                className="hover:bg-ui-bg-base-hover w-full px-3 py-1.5 text-start text-sm"
                onClick={() => choose(i)}
                data-testid={`${id}-option`}
              >
                {i.name}
              </button>
            </li>
          ))}
          {!items.length && <li className="text-ui-fg-muted px-3 py-1.5 text-xs">{isFetching ? t("dzContent.loading") : t("dzContent.picker.none")}</li>}
        </ul>
      )}
    </div>
  )
}
