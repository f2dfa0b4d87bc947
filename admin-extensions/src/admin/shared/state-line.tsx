import { Text } from "@medusajs/ui"

/** The one line a list shows instead of rows: loading, a load error (in red), or empty. */
export function StateLine({ message, isError, testId }: { message: string | null; isError: boolean; testId: string }) {
  if (!message) return null
  return (
    <Text size="small" className={`px-6 py-8 text-center ${isError ? "text-ui-fg-error" : "text-ui-fg-muted"}`} data-testid={testId}>
      {message}
    </Text>
  )
}
