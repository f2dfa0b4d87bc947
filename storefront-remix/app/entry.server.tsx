import type { EntryContext } from "@remix-run/node"
import { RemixServer } from "@remix-run/react"
import { isbot } from "isbot"
import { renderToPipeableStream } from "react-dom/server"
import { I18nextProvider } from "react-i18next"
import i18next from "./i18next.server"
import { coalescedBody } from "./lib/coalesced-body.server"
import { contentSecurityPolicy, newNonce } from "./lib/content-security-policy.server"
import { env } from "./lib/env.server"
import { withReportNamespaces } from "./lib/i18n-instance"
import { NonceContext } from "./lib/nonce"

const ABORT_DELAY = 5_000

// Development (Vite's dev server injects its own inline scripts) runs without the policy.
const WITH_CSP = process.env.NODE_ENV === "production"

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const instance = await i18next.renderInstance(await i18next.getLocale(request))
  // Every inline script of this document (Remix's, React's streamed ones) carries this nonce; no other runs.
  const nonce = WITH_CSP ? newNonce() : undefined
  if (nonce) {
    // the root loader read the shop settings: Meta's pixel is allowed only where the shop set its id (decision 0073)
    const root = remixContext.staticHandlerContext.loaderData?.root as { content?: { shop?: { meta_pixel_id?: string | null } } } | undefined
    const metaPixel = !!root?.content?.shop?.meta_pixel_id
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, [env.MEDUSA_BACKEND_URL, process.env.FILE_BACKEND_URL], { metaPixel }))
  }

  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady"

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={withReportNamespaces(instance)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          // one chunk per React flush, not one per 2 KB view (decision 0078)
          const { sink, body } = coalescedBody()
          responseHeaders.set("Content-Type", "text/html; charset=utf-8")
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }))
          pipe(sink)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell is ready are reported by onShellError; later ones only here.
          if (shellRendered) console.error(error)
        },
      }
    )
    setTimeout(abort, ABORT_DELAY)
  })
}
