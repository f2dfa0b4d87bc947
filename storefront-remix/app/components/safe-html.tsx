import { sanitizeHtml } from "~/lib/sanitize-html"

/** Staff HTML, sanitised on the server and in the browser alike (same output, so hydration matches). */
export function SafeHtml({ html, className, testId }: { html: string | null | undefined; className?: string; testId?: string }) {
  const clean = sanitizeHtml(html)
  if (!clean) return null
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />
}
