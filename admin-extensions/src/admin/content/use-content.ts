import { toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { uploadImages } from "../shared/upload-images"
import { PRODUCT_SEARCH_MIN } from "./content"
import { sdk } from "../shared/sdk"

export const CONTENT_KEY = ["dz-content"] as const

/** One GET of the content API, cached under the content key so every write refreshes it. */
export const useContentQuery = <T>(path: string, query?: Record<string, unknown>, enabled = true) =>
  useQuery({ queryKey: [...CONTENT_KEY, path, query], enabled, queryFn: () => sdk.client.fetch<T>(path, query ? { query } : undefined) })

/**
 * Fills a page's form from its query's first answer, once per visit, and says when it has. Later
 * answers (every content write refreshes every content query; a refetch) never replace what is being
 * typed: after a save the form already holds what the server keeps. Until the first answer the
 * page keeps its fields disabled (`ready` false), so nothing typed before it is overwritten by it
 * (the theme's typed colour was lost that way on a loaded machine, 2026-11-29).
 */
export function useFormFill<T>(data: T | undefined, fill: (data: T) => void): boolean {
  const [ready, setReady] = useState(false)
  // during render, as React advises for state adjusted from a new value: the form is filled before it paints
  if (data && !ready) {
    setReady(true)
    fill(data)
  }
  return ready
}

/** A write (POST, PUT, DELETE): toast on success, every content query refreshed; refusals are left to the caller. */
export function useContentWrite<R = unknown>(toastKey: string) {
  const client = useQueryClient()
  const { t } = useTranslation()
  return useMutation({
    mutationFn: ({ path, method = "POST", body }: { path: string; method?: "POST" | "PUT" | "DELETE"; body?: unknown; name?: string }) =>
      sdk.client.fetch<R>(path, { method, ...(body === undefined ? {} : { body }) }),
    onSuccess: (_d, { name }) => {
      toast.success(t(toastKey, { name: name ?? "" }))
      return client.invalidateQueries({ queryKey: CONTENT_KEY })
    },
  })
}

export type Lookup = { id: string; name: string }
/** Targets for pickers; products are searched only from 3 characters (spec §5), below that nothing is asked. */
export function useLookup(kind: string | null, q: string) {
  const tooShort = kind === "products" && q.trim().length < PRODUCT_SEARCH_MIN
  return useQuery({
    queryKey: [...CONTENT_KEY, "lookup", kind, q.trim()],
    enabled: !!kind && !tooShort,
    queryFn: () => sdk.client.fetch<{ items: Lookup[] }>(`/admin/content/lookups/${kind}`, { query: { q: q.trim() } }),
  })
}

/**
 * Sends files to POST /admin/content/uploads (multipart, field `files`). Plain fetch: the js-sdk
 * would JSON-encode the body. The session cookie authenticates it like the SDK's calls.
 */
export function useContentUpload() {
  const { t } = useTranslation()
  return useMutation({
    mutationFn: async (files: File[]) =>
      (await uploadImages<{ files: { url: string; name: string; size: number }[] }>("/admin/content/uploads", files, t)).files,
  })
}
