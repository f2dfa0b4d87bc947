import { clx } from "@medusajs/ui"

/** The courier's logo, or its initials when it has none. */
export function TransporterLogo({ url, name, size = "small", testId }: { url: string | null; name: string; size?: "small" | "large"; testId?: string }) {
  const box = size === "large" ? "h-16 w-16" : "h-8 w-8"
  return url ? (
    <img src={url} alt={name} className={clx(box, "shrink-0 rounded-md border object-contain bg-ui-bg-base")} data-testid={testId} />
  ) : (
    <div
      className={clx(box, "bg-ui-bg-subtle text-ui-fg-muted flex shrink-0 items-center justify-center rounded-md border text-xs font-medium uppercase")}
      data-testid={testId}
    >
      {name.trim().slice(0, 2) || "?"}
    </div>
  )
}
