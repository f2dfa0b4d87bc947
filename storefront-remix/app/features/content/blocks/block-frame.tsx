import type { ReactNode } from "react"
import type { Block } from "~/features/content/content"
import { isDarkColor, isSafeColor } from "~/lib/theme"

/** The common box of a block: staff classes, background colour, optional title. */
export function BlockFrame({ block, children }: { block: Block; children: ReactNode }) {
  const bg = block.bg_color && isSafeColor(block.bg_color) ? block.bg_color : undefined
  return (
    <section
      className={
        `${block.wrapper_class ?? ""} ${bg ? "rounded-2xl px-4 py-6" : ""} ${bg && isDarkColor(bg) ? "text-white [&_h2]:text-white" : ""}`.trim() || undefined
      }
      style={bg ? { backgroundColor: bg } : undefined}
      data-testid="block"
      data-block-type={block.type}
      aria-label={block.show_title ? undefined : (block.title ?? undefined)}
    >
      <div className={block.container_class ?? undefined}>
        {block.show_title && block.title ? (
          <h2 className="mb-4 text-xl font-bold text-theme-heading" data-testid="block-title">
            {block.title}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  )
}
