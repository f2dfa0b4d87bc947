import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { IMAGE_EXT, IMAGE_MIME, sniffImage } from "@shop/shared/image"
import { open } from "node:fs/promises"
import path from "node:path"

/**
 * Where Medusa's local file provider writes public uploads (medusa-config.ts sets the same value).
 * Not `static/`: Medusa serves that folder itself before any middleware, with the type guessed
 * from the name and no headers of ours, so uploads live beside it and are served below.
 */
export const uploadDir = () => process.env.UPLOAD_DIR || path.join(process.cwd(), "uploads")

/**
 * Where the file provider writes private files (order and product exports, keys `private-…`):
 * outside every folder served as is (medusa-config.ts sets the same value). Medusa's default is
 * `static/`, which it serves to anyone who has the URL (issue 19 item 6, decision 0063).
 */
export const privateUploadDir = () => process.env.PRIVATE_UPLOAD_DIR || path.join(process.cwd(), "private-uploads")

/** A private file's key: what the local file provider names them (`private-<time>-<name>`). */
export const isPrivateKey = (key: string) => key.startsWith("private-")

/** Enough of a file to tell a raster image by its signature and an SVG by its root element. */
const HEAD_BYTES = 1024

/**
 * An SVG stored by the shop itself (the demo's generated pictures and banners, written through the
 * file module; uploads refuse SVG). Shown as an image: in an <img> an SVG runs nothing, and opened
 * on its own the sandbox CSP below forbids its scripts and any request it would make.
 */
export const isStoredSvg = (name: string, head: Buffer) =>
  /\.svg$/i.test(name) && /^(\uFEFF)?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head.toString("utf8"))

async function headBytes(file: string): Promise<Buffer | null> {
  const handle = await open(file, "r").catch(() => null)
  if (!handle) return null
  try {
    const stat = await handle.stat()
    if (!stat.isFile()) return null
    const buf = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(buf, 0, HEAD_BYTES, 0)
    return buf.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * GET /static/<key>: an uploaded file, inert whatever it holds. The type is the one its bytes say
 * (an image) and `nosniff` forbids the browser to guess another; the shop's own SVG pictures are
 * images under a sandbox CSP (`isStoredSvg`); anything else (a file stored before these checks) is
 * sent as a download, never rendered from our origin.
 */
export const serveUpload = (privateAccess: PrivateFileAccess) => async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
  let key: string
  try {
    key = decodeURIComponent(req.path.replace(/^\/static\//, "").replace(/^\//, ""))
  } catch {
    return next()
  }
  if (isPrivateKey(key)) return servePrivate(req, res, next, key, privateAccess)
  const root = path.resolve(uploadDir())
  const file = path.resolve(root, key)
  if (!key || key.includes("\0") || !file.startsWith(root + path.sep)) return next()
  const head = await headBytes(file)
  if (!head) return next()
  const kind = sniffImage(head)
  const base = path.basename(file)
  const svg = !kind && isStoredSvg(base, head)
  const filename = kind ? base.replace(/\.[^.]*$/, "") + "." + IMAGE_EXT[kind] : base
  const ascii = filename.replace(/[^A-Za-z0-9._-]/g, "_")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Content-Disposition", `${kind || svg ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
  // no script, style or frame of ours can run in it even if a browser rendered it as a document
  res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin")
  res.setHeader("Content-Type", kind ? IMAGE_MIME[kind] : svg ? "image/svg+xml" : "application/octet-stream")
  res.sendFile(file, { maxAge: "7d", dotfiles: "deny" }, (err) => {
    if (err && !res.headersSent) next()
  })
}

/** The checks a private file needs before it is sent (the guards give them: this file stays free of auth and roles). */
export type PrivateFileAccess = (req: MedusaRequest, res: MedusaResponse) => Promise<boolean>

/**
 * GET /static/private-…: an export, for a signed-in member of staff whose role may read exports;
 * always a download, never cached by a shared cache. Anyone else gets 401 (or 403 naming the
 * permission), and a private file is never looked for among the public ones.
 */
async function servePrivate(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction, key: string, allowed: PrivateFileAccess) {
  if (!(await allowed(req, res))) return
  const root = path.resolve(privateUploadDir())
  const file = path.resolve(root, key)
  if (key.includes("\0") || !file.startsWith(root + path.sep) || !(await headBytes(file))) {
    return void res.status(404).json({ type: "not_found", message: "No such file" })
  }
  const name = path.basename(file)
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("Content-Disposition", `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`)
  res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox")
  res.setHeader("Content-Type", /\.csv$/i.test(name) ? "text/csv; charset=utf-8" : "application/octet-stream")
  res.sendFile(file, { dotfiles: "deny" }, (err) => {
    if (err && !res.headersSent) next(err)
  })
}
