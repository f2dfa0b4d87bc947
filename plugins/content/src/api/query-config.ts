/**
 * Defaults of the content routes' queries (Medusa's query-config convention). Content rows are
 * shaped by lib/block-out and crud's `out` per kind, so no route takes `?fields=`; these set the
 * page sizes the validators default to.
 */
export const adminListQueryConfig = { isList: true, defaultLimit: 50 }
export const storeListQueryConfig = { isList: true, defaultLimit: 12 }
/** Routes that answer one object or a whole, unpaged list. */
export const retrieveQueryConfig = {}

/** What the store shows of a blog category (lib/blog-read's blogCategoryOut). */
export const BLOG_CATEGORY_FIELDS = ["id", "slug", "name", "description", "thumbnail_url"]
