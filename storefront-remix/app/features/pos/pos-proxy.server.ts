// `/pos/api/*` → the backend's `/admin/pos/*` with the cashier's token (decision 0088). Only that
// prefix, only GET and POST, only plain path segments: the till's way to its own routes, never an
// open proxy. Answers are private and never stored.
import { env as defaultEnv, type ServerEnv } from "~/lib/env.server"
import { clearPosToken, isTrustedPost, readPosToken } from "./pos-session.server"

const NO_STORE = "private, no-store"
/** A sale or a catalogue may take longer than a page's read: as the order form, four times the bound. */
const SLOW_FACTOR = 4
const MAX_BODY_BYTES = 256 * 1024
/** Headers of the backend's answer the till may see. */
const PASSED = ["content-type", "content-disposition"]

/** The backend path for a splat (`sales/abc/receipt`), or null for anything but plain segments. */
export function adminPosPath(splat: string | undefined): string | null {
  if (!splat) return null
  const segments = splat.split("/")
  if (segments.length > 4 || segments.some((s) => !/^[A-Za-z0-9_-]{1,80}$/.test(s))) return null
  return `/admin/pos/${segments.join("/")}`
}

export const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": NO_STORE, ...headers } })

type ProxyOptions = { env?: ServerEnv; fetcher?: typeof fetch }

export async function proxyToAdminPos(
  request: Request,
  splat: string | undefined,
  { env = defaultEnv, fetcher = fetch }: ProxyOptions = {}
): Promise<Response> {
  const method = request.method.toUpperCase()
  if (method !== "GET" && method !== "POST") return json({ type: "not_allowed", message: "GET or POST only" }, 405, { Allow: "GET, POST" })
  const path = adminPosPath(splat)
  if (!path) return json({ type: "not_found", message: "No such till route" }, 404)
  if (method === "POST" && !(await isTrustedPost(request))) return json({ type: "csrf", message: "Refused: reload the till" }, 403)
  const token = await readPosToken(request)
  if (!token) return json({ type: "unauthorized", message: "Sign in again" }, 401)

  let body: string | undefined
  if (method === "POST") {
    body = await request.text()
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return json({ type: "invalid_data", message: "Too large" }, 413)
  }
  const search = new URL(request.url).search
  const slow = method === "POST" || path === "/admin/pos/catalogue" || path.endsWith("/receipt")
  let res: Response
  try {
    res = await fetcher(`${env.MEDUSA_BACKEND_URL}${path}${search}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: request.headers.get("accept") ?? "application/json",
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      body,
      signal: AbortSignal.timeout(env.MEDUSA_TIMEOUT_MS * (slow ? SLOW_FACTOR : 1)),
    })
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError")
    return json({ type: "unavailable", message: timedOut ? "The backend did not answer in time" : "The backend is unreachable" }, timedOut ? 504 : 502)
  }
  const headers = new Headers({ "Cache-Control": NO_STORE })
  for (const name of PASSED) {
    const value = res.headers.get(name)
    if (value) headers.set(name, value)
  }
  // an expired or revoked token: the cookie goes, the till asks the cashier to sign in again
  if (res.status === 401) headers.append("Set-Cookie", await clearPosToken(request))
  return new Response(res.body, { status: res.status, headers })
}
