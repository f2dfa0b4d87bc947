// The one typed client of our plugins' store routes (decision 0033): every custom route the storefront
// calls is a line of the table below, with its answer type from @shop/contracts. Features call
// `storeApi.<name>(...)`; none passes a path or picks an answer type. Medusa's own routes go through
// the js-sdk (`coreStore` in medusa.server.ts).
import type { StoreBrandsResponse, StoreCrossSellingResponse, StoreProductPageResponse } from "@shop/contracts/catalog"
import type { GetStoreCodOrderResponse, PostStoreCodLead, PostStoreCodOrder, StoreCodOrder } from "@shop/contracts/cod-order"
import type {
  MenuLocation,
  StoreBlogCategoriesResponse,
  StoreBlogCategoryResponse,
  StoreBlogPostResponse,
  StoreBlogPostsResponse,
  StoreCmsPageResponse,
  StoreContentPageResponse,
  StoreMenuResponse,
  StoreShopSettingsResponse,
} from "@shop/contracts/content"
import type { StoreCommunesResponse, StoreWilayasResponse, StoreCommune, StoreWilaya } from "@shop/contracts/geo"
import type { ListingResponse } from "@shop/contracts/listing"
import type { StoreSearchResponse } from "@shop/contracts/search"
import type { StoreReviewsResponse } from "@shop/contracts/reviews"
import type { CommuneTransportersResponse, QuoteTransporter, WilayaDeliveryEstimateResponse } from "@shop/contracts/transporters"
import { hasRefusedCharacter } from "@shop/shared/control-chars"
import { env as defaultEnv, requirePublishableKey, type ServerEnv } from "./env.server"
import { storeLocale, type Locale } from "./locale"
import { MedusaError } from "./medusa.server"

type Fetch = typeof fetch
type Query = Record<string, string> | URLSearchParams

/** The status and JSON body of a store POST: every answer is the caller's to read. */
export type StoreAnswer = { status: number; body: Record<string, unknown> | null }

/** Headers a POST forwards: the buyer's address (`x-forwarded-for`) and language. */
export type ForwardedHeaders = Record<string, string>

/**
 * The transport of the custom routes: the publishable key on every call, the environment's timeout
 * (four times it for a POST, which runs a workflow), failures as MedusaError. Our own rather than the
 * SDK's `client.fetch`, which throws away an error answer's body (the POSTs' field errors, 409 and
 * 429 answers are the caller's to read) and its `type` (decision 0033).
 */
function transport(e: ServerEnv, fetchImpl: Fetch) {
  async function get<T>(path: string, query?: Query): Promise<T> {
    // Read at call time: a missing key is a clear error for the request, not a crash at boot.
    const key = requirePublishableKey(e)
    const url = new URL(`${e.MEDUSA_BACKEND_URL}/store${path}`)
    if (query instanceof URLSearchParams) url.search = query.toString()
    else for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
    refuseControlCharacters(url)
    let res: Response
    try {
      res = await fetchImpl(url, { headers: { accept: "application/json", "x-publishable-api-key": key }, signal: AbortSignal.timeout(e.MEDUSA_TIMEOUT_MS) })
    } catch (err) {
      throw new MedusaError(`GET ${url.pathname} failed: ${(err as Error).message}`, 0)
    }
    const body = (await res.json().catch(() => null)) as { type?: string; message?: string } | null
    if (!res.ok) throw new MedusaError(body?.message || `GET ${url.pathname} answered ${res.status}`, res.status, body?.type)
    return body as T
  }

  /** Only an unreachable backend throws (status 0); 400 field errors, 409, 429... are answers. */
  async function post(path: string, body: unknown, headers: ForwardedHeaders): Promise<StoreAnswer> {
    const key = requirePublishableKey(e)
    const url = `${e.MEDUSA_BACKEND_URL}/store${path}`
    let res: Response
    try {
      res = await fetchImpl(url, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json", "x-publishable-api-key": key, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(e.MEDUSA_TIMEOUT_MS * 4),
      })
    } catch (err) {
      throw new MedusaError(`POST /store${path} failed: ${(err as Error).message}`, 0)
    }
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null }
  }

  return { get, post }
}

/**
 * A control character (a NUL typed or pasted into the address bar) never goes to the backend
 * (decision 0043): nothing has such an id, so a path holding one is a 404; a filter holding one is a
 * 400, which the listing shows as a bad filter. Both as the backend would answer, without the call.
 */
function refuseControlCharacters(url: URL) {
  const segments = url.pathname.split("/").map((s) => {
    try {
      return decodeURIComponent(s)
    } catch {
      return "\u0000"
    }
  })
  if (segments.some(hasRefusedCharacter)) throw new MedusaError(`GET ${url.pathname}: no such resource`, 404, "not_found")
  for (const [k, v] of url.searchParams) {
    if (hasRefusedCharacter(k) || hasRefusedCharacter(v)) throw new MedusaError(`${k}: a control character is not accepted`, 400, "control_character")
  }
}

/** null for a 404 (the caller shows its own localised 404); other failures propagate. */
async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p
  } catch (err) {
    if (err instanceof MedusaError && err.status === 404) return null
    throw err
  }
}

const seg = encodeURIComponent
const page = (q: { limit: number; offset: number }) => ({ limit: String(q.limit), offset: String(q.offset) })

/** The route table. `fetchImpl` is the network (tests pass a fake one). */
export function createStoreApi(e: ServerEnv = defaultEnv, fetchImpl: Fetch = (input, init) => fetch(input, init)) {
  const { get, post } = transport(e, fetchImpl)
  return {
    // ---- listing plugin ---------------------------------------------------------------------------
    /** `GET /listings/:context[/:key]`: one page of cards and the filter data; 404 unknown listing, 400 bad filter. */
    getListing: (context: string, key: string | undefined, query: URLSearchParams) =>
      get<ListingResponse>(key ? `/listings/${seg(context)}/${seg(key)}` : `/listings/${seg(context)}`, query),
    /** `GET /search?q=`: the search box's suggestions (products, categories and brands of the matches). */
    searchSuggestions: (q: string, locale: Locale, limit: number) =>
      get<StoreSearchResponse>("/search", { q, locale: storeLocale(locale), limit: String(limit) }),

    // ---- catalog plugin ---------------------------------------------------------------------------
    /** `GET /products/:idOrHandle/page`, or null when no published product has it. */
    productPage: (idOrHandle: string, locale: Locale) => orNull(get<StoreProductPageResponse>(`/products/${seg(idOrHandle)}/page`, { locale })),
    /** `GET /products/:id/cross-selling`. */
    crossSelling: (productId: string, locale: Locale, limit: number) =>
      get<StoreCrossSellingResponse>(`/products/${seg(productId)}/cross-selling`, { locale, limit: String(limit) }),
    /** `GET /brands` (active brands). */
    listBrands: () => get<StoreBrandsResponse>("/brands"),

    // ---- reviews plugin ---------------------------------------------------------------------------
    /** `GET /products/:id/reviews`: approved reviews, newest first. */
    listReviews: (productId: string, q: { limit: number; offset: number }) => get<StoreReviewsResponse>(`/products/${seg(productId)}/reviews`, page(q)),
    /** `POST /products/:id/reviews`: 201, 400 field errors, 429 with `wait_seconds`. */
    postReview: (productId: string, body: unknown, headers: ForwardedHeaders) => post(`/products/${seg(productId)}/reviews`, body, headers),

    // ---- content plugin (texts resolved for `locale`, French fallback) ----------------------------
    contentPage: (key: string, locale: Locale) => orNull(get<StoreContentPageResponse>(`/content/pages/${seg(key)}`, { locale })),
    menu: (location: MenuLocation, locale: Locale) => get<StoreMenuResponse>(`/content/menus/${location}`, { locale }),
    shopSettings: (locale: Locale) => get<StoreShopSettingsResponse>("/shop-settings", { locale }),
    blogPosts: (locale: Locale, q: { category?: string; limit: number; offset: number }) =>
      get<StoreBlogPostsResponse>("/blog/posts", { locale, ...page(q), ...(q.category ? { category: q.category } : {}) }),
    blogPost: (slug: string, locale: Locale) => orNull(get<StoreBlogPostResponse>(`/blog/posts/${seg(slug)}`, { locale })),
    blogCategories: (locale: Locale) => get<StoreBlogCategoriesResponse>("/blog/categories", { locale }),
    blogCategory: (slug: string, locale: Locale, q: { limit: number; offset: number }) =>
      orNull(get<StoreBlogCategoryResponse>(`/blog/categories/${seg(slug)}`, { locale, ...page(q) })),
    cmsPage: (slug: string, locale: Locale) => orNull(get<StoreCmsPageResponse>(`/cms-pages/${seg(slug)}`, { locale })),

    // ---- cod-checkout plugin ----------------------------------------------------------------------
    /** `POST /cod-orders` (answers: @shop/contracts/cod-order `PostStoreCodOrderAnswer`). */
    placeCodOrder: (body: PostStoreCodOrder, headers: ForwardedHeaders) => post("/cod-orders", body, headers),
    /** `GET /cod-orders/:id`: a placed order's lines, options, delivery and totals (the thank-you page) in `locale`, or null when there is none such. */
    getCodOrder: async (id: string, locale?: Locale): Promise<StoreCodOrder | null> =>
      (await orNull(get<GetStoreCodOrderResponse>(`/cod-orders/${seg(id)}`, locale ? { locale: storeLocale(locale) } : undefined)))?.order ?? null,
    /** `POST /order-tracking` `{order, phone}`: 200 the order, 400 field errors, 404 no such order for this phone, 429 `wait_seconds`. */
    trackOrder: (body: { order: string; phone: string }, headers: ForwardedHeaders) => post("/order-tracking", body, headers),
    /** `POST /cod-leads`: the abandoned-form lead. */
    saveCodLead: (body: PostStoreCodLead, headers: ForwardedHeaders) => post("/cod-leads", body, headers),

    // ---- algeria-geo and transporters plugins -----------------------------------------------------
    /** `GET /wilayas[?q=]`: deliverable wilayas. */
    listWilayas: async (q?: string): Promise<StoreWilaya[]> => (await get<StoreWilayasResponse>("/wilayas", q ? { q } : undefined)).wilayas,
    /** `GET /wilayas/:code/communes`: deliverable communes; a 404 MedusaError when the wilaya is not delivered. */
    listCommunes: async (wilayaCode: number): Promise<StoreCommune[]> => (await get<StoreCommunesResponse>(`/wilayas/${wilayaCode}/communes`)).communes,
    /** `GET /communes/:code/transporters`: priced from the rate table, desks named in the page's language; a 404 when the commune is not delivered. */
    listTransporters: async (communeCode: number, locale: Locale = "fr"): Promise<QuoteTransporter[]> =>
      (await get<CommuneTransportersResponse>(`/communes/${communeCode}/transporters`, { locale: storeLocale(locale) })).transporters,
    /** `GET /wilayas/:code/delivery-estimate`: price ranges and usual delays per delivery type; a 404 when the wilaya is not delivered. */
    deliveryEstimate: (wilayaCode: number) => get<WilayaDeliveryEstimateResponse>(`/wilayas/${wilayaCode}/delivery-estimate`),
  }
}

export type StoreApi = ReturnType<typeof createStoreApi>
/** The reads the delivery loaders need (what their tests fake). */
export type DeliveryReads = Pick<StoreApi, "listWilayas" | "listCommunes" | "listTransporters">

/** The custom store routes with the server's environment and the real network. */
export const storeApi: StoreApi = createStoreApi()
