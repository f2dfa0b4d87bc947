// Cache-Control values, one per kind of page, so every loader states its policy by name.
export const CACHE = {
  /** Shop pages that are the same for every visitor. */
  publicPage: "public, max-age=60, stale-while-revalidate=600",
  /**
   * Pages showing what moves without a catalogue change (availability, ratings: product, landing): a
   * browser asks again every time; shared caches (this storefront's page cache, a CDN) keep them 60 s
   * (decision 0080).
   */
  livePage: "public, max-age=0, must-revalidate, s-maxage=60",
  /** Reference data that changes rarely (communes of a wilaya). */
  referenceData: "public, max-age=300, stale-while-revalidate=3600",
  /** Cart, checkout and anything that failed: never stored. */
  private: "no-store",
  /** A missing page: may be remembered briefly. */
  notFound: "public, max-age=60",
} as const
