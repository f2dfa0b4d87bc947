import { CACHE } from "./cache"

export function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Cache-Control": CACHE.notFound } })
}
