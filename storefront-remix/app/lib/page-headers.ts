import type { HeadersFunction, MetaFunction } from "@remix-run/node"
import { CACHE } from "./cache"

/** The loader's Cache-Control, as every content page states it. */
export const loaderCacheHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? CACHE.private,
})

/** Title and description from the loader's `meta`. */
export const metaFromLoader: MetaFunction = ({ data }) => {
  const meta = (data as { meta?: { title: string; description: string } } | undefined)?.meta
  return meta ? [{ title: meta.title }, { name: "description", content: meta.description }] : []
}
