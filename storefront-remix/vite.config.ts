import { vitePlugin as remix } from "@remix-run/dev"
import { defineConfig } from "vite"
import tsconfigPaths from "vite-tsconfig-paths"

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tsconfigPaths(),
  ],
  // The HTML policy's parser (via @shop/shared/html) is bundled into the server build: Node's ESM
  // loader cannot take htmlparser2's default export from an external import, and sanitize-html is
  // installed under plugins/shared, out of reach of an external import from here.
  ssr: {
    noExternal: [
      "sanitize-html",
      "htmlparser2",
      "domhandler",
      "domutils",
      "domelementtype",
      "dom-serializer",
      "entities",
      "launder",
      "is-plain-object",
      "deepmerge",
      "escape-string-regexp",
      "parse-srcset",
      "postcss",
      "nanoid",
      "picocolors",
      "source-map-js",
    ],
  },
  // Pre-bundled up front: discovered late, Vite re-optimizes mid-page in dev and loads React twice.
  optimizeDeps: {
    include: ["i18next", "react-i18next", "remix-i18next/client", "remix-i18next/react", "sanitize-html"],
  },
})
