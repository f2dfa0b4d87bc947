import { BlockList, isIP } from "node:net"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { verifyStorefrontHeaders, type StorefrontClient } from "@shop/shared/storefront-channel"

/**
 * The client's address (issue 17 item 1, decision 0045). Medusa sets Express's `trust proxy` to 1,
 * so `req.ip` is the last X-Forwarded-For hop written by whoever connects, and port 9000 may be
 * reached directly: anyone could choose their address and dodge the per-address limits. Here the
 * address is, in this order:
 * 1. the one the storefront signed (`x-shop-client-ip` + `x-shop-signature`, STOREFRONT_PROXY_SECRET);
 * 2. else the socket's peer, walking X-Forwarded-For back only while the hop that wrote it is a
 *    trusted proxy (TRUST_PROXY: addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`,
 *    comma-separated; `none` trusts nobody; default `loopback`).
 */

const NAMED: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
}

const family = (ip: string) => (isIP(ip) === 6 ? "ipv6" : "ipv4")
/** `::ffff:10.0.0.1` is 10.0.0.1: Node reports IPv4 peers that way on a dual-stack socket. */
const plain = (ip: string) => {
  const v = ip.trim()
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(v) ? v.slice(7) : v
}

/** The trusted proxies of a TRUST_PROXY value; a malformed entry is reported and trusts nobody. */
export function trustedProxies(source: string): BlockList {
  const list = new BlockList()
  for (const entry of source
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    if (entry === "none" || entry === "false") continue
    if (NAMED[entry]) {
      for (const [net, prefix, fam] of NAMED[entry]) list.addSubnet(net, prefix, fam)
      continue
    }
    const [address, bits] = entry.split("/")
    const ip = plain(address ?? "")
    const prefix = bits === undefined ? (isIP(ip) === 6 ? 128 : 32) : Number(bits)
    if (!isIP(ip) || !Number.isInteger(prefix) || prefix < 0 || prefix > (isIP(ip) === 6 ? 128 : 32)) {
      console.error(`[security] TRUST_PROXY entry "${entry}" is not an address, a range or loopback/linklocal/uniquelocal: ignored`)
      continue
    }
    list.addSubnet(ip, prefix, family(ip))
  }
  return list
}

let trust: { source: string; list: BlockList } | undefined
/** Read at each request (compiled once per value), so a test or an operator can change it without a rebuild. */
function trusted(): BlockList {
  const source = process.env.TRUST_PROXY?.trim() || "loopback"
  if (trust?.source !== source) trust = { source, list: trustedProxies(source) }
  return trust.list
}

/**
 * The address of the first untrusted hop: the peer if it is not a trusted proxy, else the last
 * X-Forwarded-For entry, and so on leftwards. All hops trusted: the leftmost one.
 */
export function forwardedClient(peer: string, forwardedFor: string | undefined, list: BlockList): string {
  let address = plain(peer)
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((h) => plain(h))
    .filter(Boolean)
  while (isIP(address) && list.check(address, family(address)) && hops.length) {
    const hop = hops.pop() as string
    if (!isIP(hop)) break // a garbled entry: the trusted hop that passed it on is the last address known
    address = hop
  }
  return address
}

const clients = new WeakMap<object, { ip: string; storefront: StorefrontClient | null }>()

function resolveClient(req: MedusaRequest) {
  const known = clients.get(req)
  if (known) return known
  const storefront = verifyStorefrontHeaders(process.env.STOREFRONT_PROXY_SECRET, req.headers)
  const forwarded = req.headers["x-forwarded-for"]
  const ip = storefront?.ip ?? forwardedClient(req.socket?.remoteAddress ?? "", Array.isArray(forwarded) ? forwarded.join(",") : forwarded, trusted())
  const client = { ip: plain(ip) || "unknown", storefront }
  clients.set(req, client)
  return client
}

/** The client's address, as the per-address limits must count it (see above). */
export const clientIp = (req: MedusaRequest): string => resolveClient(req).ip

/** The storefront's signed statement of the request (address and session), or null for anyone else's request. */
export const storefrontClient = (req: MedusaRequest): StorefrontClient | null => resolveClient(req).storefront

/** Whether the request came over HTTPS: the socket's TLS, or X-Forwarded-Proto written by a trusted proxy. */
export function isHttps(req: MedusaRequest): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true
  const peer = plain(req.socket?.remoteAddress ?? "")
  const proto = req.headers["x-forwarded-proto"]
  return typeof proto === "string" && isIP(peer) > 0 && trusted().check(peer, family(peer)) && proto.split(",")[0].trim().toLowerCase() === "https"
}

/**
 * Every request's `req.ip` (what Medusa logs) and `request_context.ip_address` (Medusa's own
 * reading, which believes any X-Forwarded-For or X-Client-IP) become the address above.
 */
function pinClientIp(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const ip = clientIp(req)
  Object.defineProperty(req, "ip", { value: ip, configurable: true, enumerable: true })
  const context = (req as { request_context?: { ip_address?: string } }).request_context
  if (context) context.ip_address = ip
  next()
}

/** Routes and middlewares of this concern (see src/index.ts). */
export const client_ipRoutes: MiddlewareRoute[] = [{ matcher: "/*", middlewares: [pinClientIp] }]
