import { Heading, Input, Text } from "@medusajs/ui"
import type { ReactNode } from "react"

type Props = {
  title: string
  description?: string
  summary?: string
  search: string
  placeholder: string
  onSearch: (value: string) => void
  children?: ReactNode
}

/** Title, a line of context, and the search box that every geography list starts with. */
export function SearchHeader({ title, description, summary, search, placeholder, onSearch, children }: Props) {
  return (
    <div className="flex flex-col gap-y-3 px-6 py-4">
      {children}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading level="h1">{title}</Heading>
          {description && (
            <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
              {description}
            </Text>
          )}
        </div>
        {summary && (
          <Text size="small" className="text-ui-fg-muted" data-testid="geo-summary">
            {summary}
          </Text>
        )}
      </div>
      <Input
        type="search"
        size="small"
        className="max-w-sm"
        placeholder={placeholder}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        data-testid="geo-search"
      />
    </div>
  )
}
