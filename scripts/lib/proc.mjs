import { spawn } from "node:child_process"

const children = new Set()
// a terminal colour or cursor sequence (ESC [ … letter), built from a string: lint forbids a control character in a regex literal
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g")

/**
 * Runs a command to completion; rejects with its tail of output when it fails. `onLine` sees each
 * line of output (without colours); with `progress` (a log function), a long run says every
 * `every` seconds that it is still going, with `status()` or else its last line of output.
 */
export function run(cmd, args, { cwd, env, label = args[0], quiet = true, onLine, progress, status, every = 10 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env: env ?? process.env, stdio: ["ignore", "pipe", "pipe"] })
    children.add(child)
    let out = ""
    let partial = ""
    let lastLine = ""
    const t0 = Date.now()
    const ticker =
      progress &&
      setInterval(() => {
        const now = status?.() ?? lastLine.slice(0, 100)
        progress(`${label}: ${Math.round((Date.now() - t0) / 1000)}s${now ? ` (${now})` : ""}`)
      }, every * 1000)
    const onData = (d) => {
      out += d
      if (out.length > 200_000) out = out.slice(-100_000)
      if (!quiet) process.stdout.write(d)
      const lines = (partial + d).split(/\r?\n|\r/)
      partial = lines.pop()
      lines.forEach(onRawLine)
    }
    const onRawLine = (raw) => {
      let line = raw.replace(ANSI, "").trim()
      if (!line) return
      // Medusa's CLI logs JSON lines in production: their message
      if (line.startsWith("{"))
        try {
          line = JSON.parse(line).message ?? line
        } catch {
          // not JSON after all
        }
      lastLine = line
      onLine?.(line)
    }
    child.stdout.on("data", onData)
    child.stderr.on("data", onData)
    child.on("error", reject)
    child.on("exit", (code, signal) => {
      children.delete(child)
      if (ticker) clearInterval(ticker)
      onRawLine(partial)
      if (code === 0) resolve(out)
      else {
        // The whole output rides on the error (callers log it); the message keeps only its tail.
        const e = new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${out.split("\n").slice(-40).join("\n")}`)
        e.output = out
        reject(e)
      }
    })
  })
}

/** Starts a long-running service; its output goes to `log` (a writable stream) with a prefix. */
export function serve(cmd, args, { cwd, env, name, log = process.stdout }) {
  const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
  children.add(child)
  const prefix = (d) =>
    d
      .toString()
      .split("\n")
      .filter(Boolean)
      .map((l) => `[${name}] ${l}\n`)
      .join("")
  child.stdout.on("data", (d) => log.write(prefix(d)))
  child.stderr.on("data", (d) => log.write(prefix(d)))
  child.on("exit", () => children.delete(child))
  return child
}

/** Stops a child we started, by its PID: SIGTERM, then SIGKILL after a grace period. */
export function stop(child, graceMs = 8000) {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs)
    child.once("exit", () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill("SIGTERM")
  })
}

export const stopAll = () => Promise.all([...children].map((c) => stop(c)))

/** Polls a URL until it answers 2xx/3xx/4xx (the server is up), or gives up. */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`)
    try {
      const res = await fetch(url, { redirect: "manual" })
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}
