import { Button, Heading, Text } from "@medusajs/ui"

/** A section title with its one-line description and its "add" button. */
export function SectionHeader({
  title,
  description,
  action,
  onAction,
  testId,
}: {
  title: string
  description: string
  action: string
  onAction: () => void
  testId: string
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 px-6 py-4">
      <div>
        <Heading level="h2">{title}</Heading>
        <Text size="small" className="text-ui-fg-subtle mt-1 max-w-2xl">
          {description}
        </Text>
      </div>
      <Button size="small" variant="secondary" onClick={onAction} data-testid={testId}>
        {action}
      </Button>
    </div>
  )
}

/** Loading, error or empty line of a list. */
export function ListState({
  isLoading,
  error,
  empty,
  emptyText,
  loadingText,
  errorText,
}: {
  isLoading: boolean
  error: Error | null
  empty: boolean
  emptyText: string
  loadingText: string
  errorText: string
}) {
  const text = isLoading ? loadingText : error ? errorText : empty ? emptyText : null
  if (!text) return null
  return (
    <Text size="small" className={`px-6 py-6 text-center ${error ? "text-ui-fg-error" : "text-ui-fg-muted"}`}>
      {text}
    </Text>
  )
}
