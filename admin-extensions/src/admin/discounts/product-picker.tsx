import { Badge, Input, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useDebounced } from "../shared/use-debounced"
import { useProductSearch, useProductsByIds, type ProductHit } from "./use-discounts"
import { searchReady } from "./discounts"

/**
 * Several products picked by searching their title (from 3 characters, spec §5: shorter words
 * match half the catalogue), shown as removable chips. `exclude` keeps a product out (itself).
 */
export function ProductPicker({ id, value, onChange, exclude }: { id: string; value: string[]; onChange: (ids: string[]) => void; exclude?: string }) {
  const { t } = useTranslation()
  const [q, setQ] = useState("")
  const settled = useDebounced(q)
  const search = useProductSearch(settled)
  const known = useProductsByIds(value)
  const [picked, setPicked] = useState<Record<string, string>>({})
  const titleOf = (pid: string) => picked[pid] ?? known.data?.products.find((p) => p.id === pid)?.title ?? pid
  const hits = (search.data?.products ?? []).filter((p) => p.id !== exclude && !value.includes(p.id))
  const add = (p: ProductHit) => {
    setPicked({ ...picked, [p.id]: p.title })
    onChange([...value, p.id])
  }

  return (
    <div className="flex flex-col gap-y-2" data-testid={id}>
      <div className="flex flex-wrap gap-1.5" data-testid={`${id}-chips`}>
        {value.map((pid) => (
          <Badge key={pid} size="small" className="gap-x-1" data-testid={`${id}-chip`}>
            {titleOf(pid)}
            <button
              type="button"
              className="text-ui-fg-muted hover:text-ui-fg-base ms-1"
              aria-label={t("dzCatalog.picker.remove", { name: titleOf(pid) })}
              onClick={() => onChange(value.filter((x) => x !== pid))}
              data-testid={`${id}-remove`}
            >
              ×
            </button>
          </Badge>
        ))}
        {!value.length && (
          <Text size="xsmall" className="text-ui-fg-muted">
            {t("dzCatalog.picker.nonePicked")}
          </Text>
        )}
      </div>
      <Input
        id={`${id}-search`}
        size="small"
        type="search"
        placeholder={t("dzCatalog.picker.searchPlaceholder")}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        data-testid={`${id}-search`}
      />
      {!searchReady(q) ? (
        <Text size="xsmall" className="text-ui-fg-muted" data-testid={`${id}-hint`}>
          {t("dzCatalog.picker.minChars")}
        </Text>
      ) : search.isFetching || settled !== q ? (
        <Text size="xsmall" className="text-ui-fg-muted">
          {t("dzCatalog.loading")}
        </Text>
      ) : search.error ? (
        <Text size="xsmall" className="text-ui-fg-error">
          {t("dzCatalog.loadError", { message: search.error.message })}
        </Text>
      ) : !hits.length ? (
        <Text size="xsmall" className="text-ui-fg-muted" data-testid={`${id}-empty`}>
          {t("dzCatalog.picker.noMatch")}
        </Text>
      ) : (
        <ul className="flex max-h-48 flex-col divide-y overflow-y-auto rounded-md border" data-testid={`${id}-results`}>
          {hits.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="hover:bg-ui-bg-base-hover w-full px-3 py-1.5 text-start text-sm"
                onClick={() => add(p)}
                data-testid={`${id}-hit`}
              >
                {p.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
