import { useLocation } from "@remix-run/react"
import { useEffect, useRef } from "react"
import { META_PIXEL_ID_PATTERN } from "@shop/contracts/content"
import { useShopSettings } from "~/features/content/use-shop-settings"
import { useNonce } from "~/lib/nonce"

type Fbq = (...args: unknown[]) => void
export const fbq = (): Fbq | undefined => (typeof window === "undefined" ? undefined : (window as unknown as { fbq?: Fbq }).fbq)

/** The shop's Meta pixel id when it is set and well formed; null: no pixel, no request to Meta. */
export function usePixelId(): string | null {
  const id = useShopSettings().meta_pixel_id
  return id && META_PIXEL_ID_PATTERN.test(id) ? id : null
}

/**
 * Meta's pixel (decision 0073), only when the shop set its id: Meta's loader snippet (nonce'd, the
 * Content-Security-Policy then allows connect.facebook.net), a PageView on load and on each
 * client-side navigation. Without a pixel id this renders nothing and nothing leaves for Meta.
 */
export function MetaPixel() {
  const pixelId = usePixelId()
  const nonce = useNonce()
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    fbq()?.("track", "PageView")
  }, [pathname])
  if (!pixelId) return null
  const code =
    "!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};" +
    "if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;" +
    "s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');" +
    `fbq('init',${JSON.stringify(pixelId)});fbq('track','PageView');`
  return <script nonce={nonce} data-testid="meta-pixel" data-pixel-id={pixelId} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
}
