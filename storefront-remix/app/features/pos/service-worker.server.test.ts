import { Script } from "node:vm"
import { describe, expect, it } from "vitest"
import { serviceWorkerScript, tillPrecache } from "./service-worker.server"

const assets = {
  version: "abc123",
  url: "/assets/manifest-abc123.js",
  entry: { module: "/assets/entry.client-1.js", imports: ["/assets/components-2.js"] },
  routes: {
    root: { module: "/assets/root-3.js", imports: ["/assets/components-2.js", "/assets/toast-4.js"], css: [] },
    "routes/pos._index": { module: "/assets/pos._index-5.js", imports: ["/assets/geo-6.js"], css: ["/assets/pos-7.css"] },
    "routes/($lang)._index": { module: "/assets/home-8.js", imports: ["/assets/carousel-9.js"], css: [] },
  },
}

describe("the till's service worker", () => {
  it("precaches the /pos document and what the root and the till's route load, not the shop's other pages", () => {
    expect(tillPrecache(assets, ["/assets/tailwind-10.css", "/pos.webmanifest", "https://cdn.example/x.js"])).toEqual([
      "/pos",
      "/assets/manifest-abc123.js",
      "/assets/entry.client-1.js",
      "/assets/components-2.js",
      "/assets/root-3.js",
      "/assets/toast-4.js",
      "/assets/pos._index-5.js",
      "/assets/geo-6.js",
      "/assets/pos-7.css",
      "/assets/tailwind-10.css",
      "/pos.webmanifest",
    ])
  })

  it("is a script named by the build's version, which keeps the till's API out of its cache", () => {
    const script = serviceWorkerScript({ version: assets.version, precache: tillPrecache(assets) })
    expect(() => new Script(script)).not.toThrow()
    expect(script).toContain('"cache":"dz-pos-abc123"')
    expect(script).toContain('url.pathname.startsWith("/pos/api/")) return;')
  })
})
