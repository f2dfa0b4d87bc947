// Cache-Control values, one per kind of page, so every loader states its policy by name.
export const CACHE = {
  /** Shop pages that are the same for every visitor. */
  publicPage: "public, max-age=60, stale-while-revalidate=600",
  /** Reference data that changes rarely (communes of a wilaya). */
  referenceData: "public, max-age=300, stale-while-revalidate=3600",
  /** Cart, checkout and anything that failed: never stored. */
  private: "no-store",
  /** A missing page: may be remembered briefly. */
  notFound: "public, max-age=60",
} as const
