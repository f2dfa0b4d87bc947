/**
 * Staff HTML as the loader cleaned it (lib/sanitize-html.server: content blocks, blog posts, CMS
 * pages and product descriptions are sanitised in their loaders, on the server). Sanitising again
 * here would ship the HTML parser to every browser; never pass it HTML a loader did not clean.
 */
export function SafeHtml({ html, className, testId }: { html: string | null | undefined; className?: string; testId?: string }) {
  if (!html) return null
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
}
