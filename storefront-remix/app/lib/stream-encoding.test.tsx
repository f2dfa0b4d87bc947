import { createRequire } from "node:module"
import path from "node:path"
import { PassThrough } from "node:stream"
import type { ReactElement } from "react"
import { renderToPipeableStream as devRender } from "react-dom/server"
import { describe, expect, it } from "vitest"

// The storefront streams its pages with renderToPipeableStream (entry.server.tsx). React 18.3 wrote
// U+0000 bytes where a two-byte Arabic letter did not fit at the end of a 2,048-byte chunk
// (decision 0053, scripts/patch-react-dom.mjs): French pages were fine, Arabic ones were not.
const require = createRequire(import.meta.url)
// the production build by its file (react-dom's exports map only offers "react-dom/server")
const prodRender = (
  require(path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-server.node.production.min.js")) as {
    renderToPipeableStream: typeof devRender
  }
).renderToPipeableStream

function streamBytes(render: typeof devRender, element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough()
    const chunks: Buffer[] = []
    body.on("data", (c: Buffer) => chunks.push(c))
    body.on("end", () => resolve(Buffer.concat(chunks)))
    const { pipe } = render(element, { onAllReady: () => pipe(body), onError: reject })
  })
}

/** Many short Arabic texts (each one string chunk), shifted by `pad` ASCII bytes so a letter straddles a boundary. */
const page = (pad: number) => (
  <ul>
    <li>{"x".repeat(pad)}</li>
    {Array.from({ length: 400 }, (_, i) => (
      <li key={i}>{`منتج رقم ${i}، السعر 4 160 د.ج`}</li>
    ))}
  </ul>
)

describe("streamed HTML of an Arabic page", () => {
  for (const [name, render] of [
    ["development", devRender],
    ["production", prodRender],
  ] as const) {
    it(`has no NUL byte and decodes to the rendered text (${name} build)`, async () => {
      for (const pad of [0, 1, 2, 3]) {
        const bytes = await streamBytes(render, page(pad))
        expect(bytes.length).toBeGreaterThan(4 * 2048)
        expect(bytes.indexOf(0), `pad ${pad}`).toBe(-1)
        const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
        expect(html).toContain("منتج رقم 399، السعر 4 160 د.ج")
      }
    })
  }
})
