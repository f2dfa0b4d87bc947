type Picture = { id: string; url: string; rank?: number | null }

/**
 * The product's pictures in the one order every screen uses (decision 0054): the merchant's thumbnail
 * (Medusa's `thumbnail`, which the listing's cards show) first when it is one of the pictures, then the
 * others by rank. The product page's gallery, cross-selling and pack contents all start with it, as
 * the listing's cards do.
 */
export function pictureOrder<T extends Picture>(images: (T | null)[] | null | undefined, thumbnail: string | null | undefined): T[] {
  const ranked = (images ?? []).filter((i): i is T => !!i).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  const thumb = thumbnail ? ranked.findIndex((i) => i.url === thumbnail) : -1
  return thumb > 0 ? [ranked[thumb], ...ranked.slice(0, thumb), ...ranked.slice(thumb + 1)] : ranked
}
