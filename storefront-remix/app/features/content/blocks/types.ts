import type { Block } from "~/features/content/content"
import type { Locale } from "~/lib/locale"

/** What every block component receives; `first` is true for the page's first picture-bearing block (not lazy). */
export type BlockProps = { block: Block; locale: Locale; first: boolean }
