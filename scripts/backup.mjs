#!/usr/bin/env node
// `npm run backup [-- --out FILE] [--keep N]`: the shop's database (pg_dump custom format, or the rows
// format where no fitting pg_dump exists) and its uploaded files, in one tar archive under backups/.
// See README "Backups" and docs/decisions/0052-backups.md.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { ARCHIVE_FORMAT, dumpRows, listFiles, pgDump, pgTool, redact, serverMajor, shopDatabase, tar, UPLOADS_DIR } from "./lib/backup.mjs"
import { ROOT } from "./lib/paths.mjs"

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0
    ? process.argv[i + 1]
    : process.argv
        .find((a) => a.startsWith(`--${name}=`))
        ?.split("=")
        .slice(1)
        .join("=")
}
const log = (m) => console.log(`[backup] ${m}`)
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15)
const out = path.resolve(arg("out") ?? path.join(ROOT, "backups", `shop-${stamp}.tar`))
const filesDir = path.resolve(arg("files-dir") ?? UPLOADS_DIR)
const keep = Number(arg("keep") ?? process.env.BACKUP_KEEP ?? 14)
const forceRows = process.argv.includes("--rows")

const t = Date.now()
const db = await shopDatabase(log)
const staging = mkdtempSync(path.join(os.tmpdir(), "dz-backup-"))
try {
  const major = await serverMajor(db.url)
  const tool = forceRows ? null : pgTool("pg_dump", major)
  const manifest = { format: ARCHIVE_FORMAT, created_at: new Date().toISOString(), server_major: major, database: {}, files: {} }
  if (tool) {
    log(`dumping ${redact(db.url)} with ${tool.version} (custom format)`)
    await pgDump(tool, db.url, path.join(staging, "database.dump"))
    manifest.database = { kind: "pg_dump", file: "database.dump", tool: tool.version, tool_major: tool.major }
  } else {
    log(`no pg_dump of version ${major} or newer here: dumping ${redact(db.url)} as rows (restored with this version's migrations)`)
    const { tables, sequences } = await dumpRows(db.url, path.join(staging, "database.rows"))
    manifest.database = { kind: "rows", file: "database.rows", tables, sequences }
  }
  const files = listFiles(filesDir)
  manifest.files = { path: path.basename(filesDir), count: files.length, bytes: files.reduce((n, f) => n + statSync(path.join(filesDir, f)).size, 0) }
  writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2))
  mkdirSync(path.dirname(out), { recursive: true })
  // the uploads go in under their folder's name, straight from where they are (no copy)
  const args = ["-cf", out, "-C", staging, "manifest.json", manifest.database.file]
  if (files.length) args.push("-C", path.dirname(filesDir), path.basename(filesDir))
  await tar(args, "tar")
  log(`${out}: database + ${files.length} files (${(statSync(out).size / 1e6).toFixed(1)} MB) in ${((Date.now() - t) / 1000).toFixed(1)}s`)
  // keep the newest N archives of backups/ (the copies kept off this machine are yours to rotate)
  if (keep > 0 && path.dirname(out) === path.join(ROOT, "backups")) {
    const old = readdirSync(path.dirname(out))
      .filter((f) => /^shop-\d{8}-\d{6}\.tar$/.test(f))
      .sort()
      .slice(0, -keep)
    for (const f of old) rmSync(path.join(path.dirname(out), f))
    if (old.length) log(`removed ${old.length} older archive(s), kept ${keep}`)
  }
} catch (e) {
  console.error(`[backup] failed: ${e.message}`)
  process.exitCode = 1
} finally {
  rmSync(staging, { recursive: true, force: true })
  await db.stop()
}
