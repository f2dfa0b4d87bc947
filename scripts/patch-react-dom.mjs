// Fixes React 18.3's Node streaming renderer (decision 0053): when a string chunk does not fit in its
// 2,048-byte buffer and TextEncoder.encodeInto stops before a multibyte character (Arabic letters are
// two bytes), react-dom writes the WHOLE buffer, unwritten tail bytes included, so the page gets
// U+0000 characters at 2,048-byte boundaries (facebook/react#31134; React 19 writes
// `subarray(0, writtenBytes)`). This applies React 19's one-line fix to both builds of
// react-dom-server.node. Run by `postinstall`; idempotent; a react-dom without the faulty line (another
// version) is left alone. storefront-remix/app/lib/stream-encoding.test.tsx fails if the fix is missing.
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")

const FIXES = [
  {
    file: "cjs/react-dom-server.node.development.js",
    faulty:
      "    writeToDestination(destination, currentView);\n    currentView = new Uint8Array(VIEW_SIZE);\n    writtenBytes = textEncoder.encodeInto(stringChunk.slice(read), currentView).written;",
    fixed:
      "    writeToDestination(destination, currentView.subarray(0, writtenBytes));\n    currentView = new Uint8Array(VIEW_SIZE);\n    writtenBytes = textEncoder.encodeInto(stringChunk.slice(read), currentView).written;",
  },
  {
    file: "cjs/react-dom-server.node.production.min.js",
    faulty: "d<b.length&&(t(a,k),k=new Uint8Array(2048),l=u.encodeInto(b.slice(d),k).written)",
    fixed: "d<b.length&&(t(a,k.subarray(0,l)),k=new Uint8Array(2048),l=u.encodeInto(b.slice(d),k).written)",
  },
]

/** Patches the react-dom the storefront resolves; returns what was done per file. */
export function patchReactDom(from = path.join(ROOT, "storefront-remix", "package.json")) {
  let dir
  try {
    dir = path.dirname(createRequire(from).resolve("react-dom/package.json"))
  } catch {
    return [] // not installed (yet): nothing to patch
  }
  return FIXES.map(({ file, faulty, fixed }) => {
    const full = path.join(dir, file)
    let text
    try {
      text = readFileSync(full, "utf8")
    } catch {
      return { file, state: "absent" }
    }
    if (text.includes(fixed)) return { file, state: "already fixed" }
    if (!text.includes(faulty)) return { file, state: "not this version" }
    writeFileSync(full, text.replace(faulty, fixed))
    return { file, state: "patched" }
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const r of patchReactDom()) if (r.state === "patched") console.log(`[patch-react-dom] ${r.file}: stray NUL bytes fixed`)
}
