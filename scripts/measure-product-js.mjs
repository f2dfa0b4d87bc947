#!/usr/bin/env node
// JavaScript a page makes the browser download: every modulepreload link and module script of its
// HTML (Remix lists the whole route chain there), fetched and gzipped as a server would send them.
// Usage: node scripts/measure-product-js.mjs [url] (default: a demo product on STOREFRONT_URL)
// Prints one line per file and the total; exits 1 above MAX_KB (default 150) gzipped.
import { gzipSync } from "node:zlib"
import { pathToFileURL } from "node:url"

export async function measurePageJs(pageUrl) {
  const html = await (await fetch(pageUrl)).text()
  const srcs = new Set()
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1])
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) srcs.add(m[1])
  // Remix's inline entry script imports the manifest and route modules by URL.
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) srcs.add(m[1])
  const files = []
  for (const src of srcs) {
    const url = new URL(src, pageUrl)
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    files.push({ path: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length })
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("")
  const inlineGzip = gzipSync(Buffer.from(inline)).length
  const total = files.reduce((n, f) => n + f.gzip, 0)
  return { files, inlineGzip, totalGzip: total, totalRaw: files.reduce((n, f) => n + f.raw, 0) }
}

const kb = (n) => (n / 1024).toFixed(1) + " KB"

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = (process.env.STOREFRONT_URL || "http://localhost:3000").replace(/\/$/, "")
  const url = process.argv[2] || `${base}/catalog/product/parfums/parfum-oud-royal`
  const max = Number(process.env.MAX_KB || 150) * 1024
  const r = await measurePageJs(url)
  for (const f of r.files.sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(f.gzip).padStart(10)} gz ${kb(f.raw).padStart(10)} raw  ${f.path}`)
  console.log(
    `JS files: ${r.files.length}, total ${kb(r.totalGzip)} gzipped (${kb(r.totalRaw)} raw); inline scripts ${kb(r.inlineGzip)} gzipped; budget ${kb(max)}`
  )
  if (r.totalGzip > max) process.exit(1)
}
