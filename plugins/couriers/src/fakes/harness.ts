import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { ParcelStatus } from "@shop/contracts/couriers"
import type { AddressInfo } from "node:net"

/**
 * What every courier fake is built on (decision 0040): a plain HTTP server on 127.0.0.1 that follows
 * one courier's documented contract, keeps its parcels in memory (it stands for a service outside
 * this machine), counts requests per window to enforce and report that courier's rate limits, and
 * takes fault knobs from tests (fail the next calls with a status, drop the answer after doing the
 * work, answer garbage, be slow).
 */

export type FakeRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage["headers"]
  rawBody: Buffer
  /** The body parsed as JSON (undefined when empty or not JSON). */
  json: unknown
}

export type FakeReply = {
  status: number
  body?: unknown
  headers?: Record<string, string>
  /** Raw bytes (PDF labels). */
  bytes?: Buffer
}

export type FakeRoute = { method: string; pattern: RegExp; handle: (req: FakeRequest, params: string[]) => FakeReply | Promise<FakeReply> }

/** Faults a test arms; each is consumed by the next matching request. */
export type Fault =
  | { kind: "status"; status: number; body?: unknown; headers?: Record<string, string> }
  /** Do the work, then destroy the socket without answering (the client sees a time-out or reset). */
  | { kind: "drop" }
  /** Answer 200 with a body that breaks the contract. */
  | { kind: "garbage" }
  /** Wait before answering. */
  | { kind: "delay"; ms: number }

export type FakeServer = {
  url: string
  port: number
  close(): Promise<void>
  /** Arms a fault for the next request whose `METHOD /path` matches `match` (all requests when omitted). */
  fault(fault: Fault, match?: RegExp): void
  /** Every request seen, in order (method, path, time). */
  readonly log: { method: string; path: string; at: number; status: number }[]
  /** The largest number of requests seen in any window of `windowMs` (rate-limit checks). */
  peak(windowMs: number): number
}

export type FakeOptions = {
  routes: FakeRoute[]
  /** Checks credentials; answers the refusal to send when they are wrong, null when the request may go on. */
  authenticate?: (req: FakeRequest) => FakeReply | null
  /** Rate limits enforced: `limit` per `windowMs`; beyond, `tooMany` answers (429 with the courier's headers). */
  limits?: { limit: number; windowMs: number }[]
  tooMany?: (waitMs: number) => FakeReply
  /** Headers added to every answer (quota left…), computed from the counts. */
  quotaHeaders?: (used: (windowMs: number) => number) => Record<string, string>
  port?: number
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })

export async function startFake(opts: FakeOptions): Promise<FakeServer> {
  const log: FakeServer["log"] = []
  const faults: { fault: Fault; match?: RegExp }[] = []
  const countIn = (windowMs: number, now: number) => {
    let n = 0
    for (let i = log.length - 1; i >= 0 && now - log[i].at < windowMs; i--) if (log[i].status !== 429) n++
    return n
  }

  const send = (res: ServerResponse, reply: FakeReply, extra: Record<string, string>) => {
    const headers = { ...extra, ...reply.headers }
    if (reply.bytes) {
      res.writeHead(reply.status, { "content-type": "application/pdf", ...headers })
      res.end(reply.bytes)
    } else if (typeof reply.body === "string") {
      res.writeHead(reply.status, { "content-type": "text/plain; charset=utf-8", ...headers })
      res.end(reply.body)
    } else {
      res.writeHead(reply.status, reply.body === undefined ? headers : { "content-type": "application/json", ...headers })
      res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body))
    }
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const rawBody = await readBody(req)
    let json: unknown
    try {
      json = rawBody.length ? JSON.parse(rawBody.toString("utf8")) : undefined
    } catch {
      json = undefined
    }
    const request: FakeRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, rawBody, json }
    const now = Date.now()
    const entry = { method: request.method, path: request.path, at: now, status: 0 }
    const quota = () => opts.quotaHeaders?.((w) => countIn(w, Date.now())) ?? {}
    try {
      for (const l of opts.limits ?? []) {
        if (countIn(l.windowMs, now) >= l.limit) {
          entry.status = 429
          log.push(entry)
          const wait = l.windowMs - (now % l.windowMs)
          return send(
            res,
            opts.tooMany?.(wait) ?? { status: 429, body: { message: "Too Many Requests" }, headers: { "retry-after": String(Math.ceil(wait / 1000)) } },
            quota()
          )
        }
      }
      log.push(entry)
      const i = faults.findIndex((f) => !f.match || f.match.test(`${request.method} ${request.path}`))
      const fault = i >= 0 ? faults.splice(i, 1)[0].fault : null
      if (fault?.kind === "delay") await new Promise((r) => setTimeout(r, fault.ms))
      if (fault?.kind === "status") {
        entry.status = fault.status
        return send(res, { status: fault.status, body: fault.body ?? { message: `fault ${fault.status}` }, headers: fault.headers }, quota())
      }
      const denied = opts.authenticate?.(request)
      if (denied) {
        entry.status = denied.status
        return send(res, denied, quota())
      }
      for (const route of opts.routes) {
        if (route.method !== request.method) continue
        const m = route.pattern.exec(request.path)
        if (!m) continue
        const reply = await route.handle(request, m.slice(1).map(decodeURIComponent))
        entry.status = reply.status
        if (fault?.kind === "drop") return req.socket.destroy()
        if (fault?.kind === "garbage") return send(res, { status: 200, body: "<html>Service temporarily unavailable</html>" }, {})
        return send(res, reply, quota())
      }
      entry.status = 404
      send(res, { status: 404, body: { message: `no route ${request.method} ${request.path}` } }, quota())
    } catch (e) {
      entry.status = 500
      send(res, { status: 500, body: { message: (e as Error).message } }, {})
    }
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    fault: (fault, match) => faults.push({ fault, match }),
    peak(windowMs) {
      const times = log.filter((l) => l.status !== 429).map((l) => l.at)
      let best = 0
      for (let a = 0, b = 0; b < times.length; b++) {
        while (times[b] - times[a] >= windowMs) a++
        best = Math.max(best, b - a + 1)
      }
      return best
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}

/** A one-page PDF whose text is `lines` (labels of the fakes: real PDFs that render). */
export function labelPdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?")
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 20 ${270 - i * 22} Td (${esc(l)}) Tj ET`).join("\n")
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 298] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]
  let out = "%PDF-1.4\n"
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out))
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(out)
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, "latin1")
}

/**
 * What every courier's fake offers beyond HTTP, so that tests and the demo shop drive any courier the
 * same way: move a parcel as the courier would (the fake picks its own raw status for the canonical
 * one, records it in the parcel's history and, for platforms that push, sends the signed webhook).
 */
export type CourierFake = FakeServer & {
  /** Moves the parcel to the courier status standing for `status` (with the courier's reason text when given). */
  advance(tracking: string, status: ParcelStatus, reason?: string | null): Promise<void>
  /** The parcels the fake holds (tracking → our reference), to count what was created. */
  parcels(): { tracking: string; reference: string }[]
}
