// The till's service worker (decision 0088): registered by the till, scoped to /pos. Once it runs, the
// till tells it every asset this page loaded (the language chunk the entry imported, the layout's
// stylesheet...) so that a reload with no connection finds all of them, not only the precached list.
export const TILL_WORKER = "/pos-sw.js"
export const TILL_SCOPE = "/pos"

export function registerTillWorker(): () => void {
  if (!("serviceWorker" in navigator)) return () => {}
  let cancelled = false
  navigator.serviceWorker
    .register(TILL_WORKER, { scope: TILL_SCOPE })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      if (cancelled) return
      const urls = performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((u) => u.startsWith(`${location.origin}/assets/`))
      registration.active?.postMessage({ type: "cache-assets", urls })
    })
    .catch((e: unknown) => console.warn("[pos] service worker not registered", e))
  return () => {
    cancelled = true
  }
}
