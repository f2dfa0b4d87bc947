// The storefront's Content-Security-Policy (issue 17 item 6, decision 0046). Scripts: the shop's own
// files and the inline scripts carrying this response's nonce, never 'unsafe-inline' (an injected
// <script> or event handler does not run). Styles keep 'unsafe-inline': the theme's colours, the
// staff's custom CSS and React's style attributes are inline, and a style cannot run code.
import { randomBytes } from "node:crypto"

/** A fresh nonce per document: 128 random bits. */
export const newNonce = () => randomBytes(16).toString("base64")

/** The origin of a URL, or null for a missing or malformed one. */
const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null
  } catch {
    return null
  }
}

/**
 * The policy for one document. `imageSources`: where product pictures, logos and uploads are served
 * from besides this origin (the backend's /static, a file storage), plus any https image (content
 * blocks may link pictures hosted elsewhere).
 */
export function contentSecurityPolicy(nonce: string, imageSources: (string | undefined)[] = [], opts: { metaPixel?: boolean } = {}): string {
  const images = [...new Set(imageSources.map(originOf).filter((o): o is string => !!o))]
  // Meta's pixel (decision 0073) only on a shop that set its id: its script, and the events it posts
  const meta = opts.metaPixel ? " https://connect.facebook.net" : ""
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${meta}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob: https:", ...images].join(" "),
    "font-src 'self' data:",
    `connect-src 'self'${meta ? `${meta} https://www.facebook.com` : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}
