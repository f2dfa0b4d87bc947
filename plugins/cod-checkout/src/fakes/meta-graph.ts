import { randomBytes } from "node:crypto"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A local stand-in for Meta's Graph API Conversions endpoint (decision 0073), for the specs and
 * `npm start`: `POST /<version>/<pixel id>/events` with `{data, access_token}` answers
 * `{events_received, messages, fbtrace_id}`, or Graph's error shape `{error: {message, type, code,
 * fbtrace_id}}` (a wrong token: 400 OAuthException 190). It records what it got; tests arm failures.
 */
export type MetaGraphHit = { path: string; pixel_id: string; access_token: string | null; body: { data?: Record<string, unknown>[] }; status: number }

export type MetaGraphFake = {
  url: string
  /** Every request, in order, with the status it was answered. */
  hits: MetaGraphHit[]
  /** The events taken (answered 200). */
  received(): Record<string, unknown>[]
  /** The next `times` requests are answered `status` (5xx: Graph's transient error). */
  fail(status: number, times?: number): void
  close(): Promise<void>
}

const trace = () => randomBytes(8).toString("base64url")
const graphError = (message: string, type: string, code: number) => ({ error: { message, type, code, fbtrace_id: trace() } })

export async function startMetaGraphFake(opts: { port?: number; access_token?: string } = {}): Promise<MetaGraphFake> {
  const hits: MetaGraphHit[] = []
  const failures: number[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1")
      const reply = (status: number, body: unknown, hit?: Omit<MetaGraphHit, "status">) => {
        if (hit) hits.push({ ...hit, status })
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body))
      }
      const m = /^\/v\d+\.\d+\/([^/]+)\/events$/.exec(url.pathname)
      if (req.method !== "POST" || !m) return reply(404, graphError("Unknown path components", "OAuthException", 2500))
      let body: MetaGraphHit["body"]
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}")
      } catch {
        return reply(400, graphError("Invalid JSON", "OAuthException", 100))
      }
      const access_token = (body as { access_token?: string }).access_token ?? url.searchParams.get("access_token")
      const hit = { path: url.pathname, pixel_id: m[1]!, access_token, body }
      const failing = failures.shift()
      if (failing) return reply(failing, graphError("An unexpected error has occurred. Please retry your request later.", "OAuthException", 2), hit)
      if (!access_token || (opts.access_token && access_token !== opts.access_token))
        return reply(400, graphError("Invalid OAuth access token - Cannot parse access token", "OAuthException", 190), hit)
      if (!Array.isArray(body.data) || !body.data.length) return reply(400, graphError("The parameter data is required", "OAuthException", 100), hit)
      return reply(200, { events_received: body.data.length, messages: [], fbtrace_id: trace() }, hit)
    })
  })
  await new Promise<void>((ok, fail) => {
    server.once("error", fail)
    server.listen(opts.port ?? 0, "127.0.0.1", ok)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    received: () => hits.filter((h) => h.status === 200).flatMap((h) => h.body.data ?? []),
    fail: (status, times = 1) => failures.push(...Array<number>(times).fill(status)),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}
