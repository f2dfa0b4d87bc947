import { PassThrough } from "node:stream"
import type { EntryContext } from "@remix-run/node"
import { createReadableStreamFromReadable } from "@remix-run/node"
import { RemixServer } from "@remix-run/react"
import { isbot } from "isbot"
import { renderToPipeableStream } from "react-dom/server"
import { I18nextProvider } from "react-i18next"
import i18next from "./i18next.server"
import { withReportNamespaces } from "./lib/i18n-instance"

const ABORT_DELAY = 5_000

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const instance = await i18next.renderInstance(await i18next.getLocale(request))

  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady"

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={withReportNamespaces(instance)}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </I18nextProvider>,
      {
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set("Content-Type", "text/html; charset=utf-8")
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
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
