import { useState } from "react"

const SIZE = 48

/** "ZR Express" -> "ZE", "Yalidine" -> "YA": what stands in for a missing or broken logo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? "?").slice(0, 2)
  return letters.toUpperCase()
}

/** A fixed 48×48 box either way, so the row never shifts when the image arrives or fails. */
export function TransporterLogo({ name, url }: { name: string; url: string | null }) {
  const [broken, setBroken] = useState(false)
  if (url && !broken) {
    return (
      <img
        src={url}
        alt=""
        width={SIZE}
        height={SIZE}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
        data-testid="transporter-logo"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg border border-brand-100 bg-white text-sm font-bold text-brand-800"
      data-testid="transporter-logo-fallback"
    >
      {initials(name)}
    </span>
  )
}
