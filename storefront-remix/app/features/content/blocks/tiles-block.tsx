import { Link } from "@remix-run/react"
import { useTranslation } from "react-i18next"
import { Carousel } from "~/components/carousel"
import type { CarouselKind } from "~/lib/carousel"
import { localizePath, type Locale } from "~/lib/locale"
import { BlockFrame } from "./block-frame"
import type { BlockProps } from "./types"

type Tile = { id: string; name: string; image: string | null; path: string }

function TileLink({ tile, locale, round }: { tile: Tile; locale: Locale; round: boolean }) {
  return (
    <Link to={localizePath(locale, tile.path)} className="group mx-1.5 flex flex-col items-center gap-2 text-center" data-testid="tile">
      <span
        className={`flex aspect-square w-full items-center justify-center overflow-hidden border border-slate-200 bg-white ${round ? "rounded-full" : "rounded-xl"}`}
      >
        {tile.image ? (
          <img src={tile.image} alt="" width={160} height={160} loading="lazy" className={`h-full w-full ${round ? "object-cover" : "object-contain p-2"}`} />
        ) : (
          <span className="px-1 text-sm font-semibold text-slate-500">{tile.name.slice(0, 2).toUpperCase()}</span>
        )}
      </span>
      <span className="line-clamp-2 h-10 text-sm font-medium text-slate-800 group-hover:text-theme-primary">{tile.name}</span>
    </Link>
  )
}

function TilesCarousel({ block, locale, kind, tiles, round }: BlockProps & { kind: CarouselKind; tiles: Tile[]; round: boolean }) {
  const { t } = useTranslation()
  if (!tiles.length) return null
  return (
    <BlockFrame block={block}>
      <Carousel
        kind={kind}
        responsive={block.responsive}
        labels={{ prev: t("content.prev"), next: t("content.next") }}
        slides={tiles.map((tile) => (
          <TileLink key={tile.id} tile={tile} locale={locale} round={round} />
        ))}
      />
    </BlockFrame>
  )
}

export const CategoriesBlock = (p: BlockProps) => (
  <TilesCarousel
    {...p}
    kind="categories"
    round
    tiles={(p.block.data.categories ?? []).map((c) => ({ id: c.id, name: c.name, image: c.image_url, path: c.path }))}
  />
)
export const BrandsBlock = (p: BlockProps) => (
  <TilesCarousel
    {...p}
    kind="brands"
    round={false}
    tiles={(p.block.data.brands ?? []).map((b) => ({ id: b.id, name: b.name, image: b.logo_url, path: b.path }))}
  />
)
export const BrandLinesBlock = (p: BlockProps) => (
  <TilesCarousel
    {...p}
    kind="brand_lines"
    round={false}
    tiles={(p.block.data.brand_lines ?? []).map((b) => ({ id: b.id, name: b.name, image: b.logo_url, path: b.path }))}
  />
)
