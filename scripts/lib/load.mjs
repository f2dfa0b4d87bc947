import http from "node:http"
import { readFileSync } from "node:fs"

/**
 * A bounded closed-loop load: `connections` keep-alive clients each send requests to one URL back to
 * back for `seconds`. Returns exact latency percentiles (ms), throughput and errors.
 */
export const load = (url, { connections = 10, seconds = 10, headers = {}, tally } = {}) => loadPaths(url, [url], { connections, seconds, headers, tally })

/**
 * Closed-loop load over a list of paths: `connections` keep-alive clients take the next path until
 * the list is done (each path asked once; with `seconds`, the list is walked round and round until
 * the time is up instead). Exact percentiles (ms), throughput, errors (status ≥ 400 or no answer).
 * `tally`: a response header whose values are counted (`{ hit: 950, miss: 50 }` as `tallied`).
 */
export async function loadPaths(base, paths, { connections = 10, headers = {}, seconds, tally } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies = []
  const statuses = {}
  const tallied = {}
  let errors = 0
  let next = 0
  const end = seconds ? Date.now() + seconds * 1000 : Infinity
  const once = (p) =>
    new Promise((resolve) => {
      const t = process.hrtime.bigint()
      const req = http.get(new URL(p, base), { agent, headers }, (res) => {
        res.resume()
        if (tally) {
          const v = String(res.headers[tally] ?? "none")
          tallied[v] = (tallied[v] ?? 0) + 1
        }
        res.on("end", () => {
          if (res.statusCode >= 400) {
            errors++
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
          }
          latencies.push(Number(process.hrtime.bigint() - t) / 1e6)
          resolve()
        })
      })
      req.on("error", () => {
        errors++
        resolve()
      })
    })
  const worker = async () => {
    for (;;) {
      if (seconds ? Date.now() >= end : next >= paths.length) return
      await once(paths[next++ % paths.length])
    }
  }
  const t0 = Date.now()
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (Date.now() - t0) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor((q / 100) * latencies.length))] ?? NaN
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: pct(50), p95: pct(95), p99: pct(99), errors, statuses, ...(tally && { tallied }) }
}

/** Peak resident memory (VmHWM) of a process we started, in MiB. */
export function peakRssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8")
    return Number(status.match(/VmHWM:\s+(\d+)/)[1]) / 1024
  } catch {
    return NaN
  }
}

/** CPU seconds (user + system) a process we started has used so far. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
  return (Number(fields[11]) + Number(fields[12])) / 100 // utime, stime in clock ticks (USER_HZ = 100)
}

/**
 * Waits until a process uses under `threshold` of one core for `quietSeconds` in a row (at most
 * `maxSeconds`); returns the seconds waited. A backend that just started may still be handling
 * the events a seed queued, and a measurement then mostly measures that.
 */
export async function waitUntilIdle(pid, { threshold = 0.05, quietSeconds = 3, maxSeconds = 180 } = {}) {
  const t0 = Date.now()
  let quiet = 0
  let last = cpuSeconds(pid)
  while (quiet < quietSeconds && Date.now() - t0 < maxSeconds * 1000) {
    await new Promise((r) => setTimeout(r, 1000))
    const now = cpuSeconds(pid)
    quiet = now - last < threshold ? quiet + 1 : 0
    last = now
  }
  return (Date.now() - t0) / 1000
}
