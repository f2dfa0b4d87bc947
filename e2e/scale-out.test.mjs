// The backend as deployed: with Redis, the journeys run against an HTTP server process and a
// separate worker process (MEDUSA_WORKER_MODE); both must be up and share one shop.
import assert from "node:assert/strict"
import { test } from "node:test"

const BACKEND_URL = process.env.BACKEND_URL || "http://localhost:9000"
const WORKER_URL = process.env.WORKER_URL || ""
const KEY = process.env.MEDUSA_PUBLISHABLE_KEY

test("the HTTP server answers health and store calls", async () => {
  assert.equal((await fetch(`${BACKEND_URL}/health`)).status, 200)
  const res = await fetch(`${BACKEND_URL}/store/wilayas`, { headers: { "x-publishable-api-key": KEY } })
  assert.equal(res.status, 200)
  assert.equal((await res.json()).wilayas.length, 69)
})

test("the worker process, when split out, is alive and serves no admin", async () => {
  if (!WORKER_URL) {
    // single-process mode (no Redis): the one backend serves the admin bundle too
    assert.equal((await fetch(`${BACKEND_URL}/app`, { redirect: "manual" })).status < 400, true)
    return
  }
  assert.equal((await fetch(`${WORKER_URL}/health`)).status, 200)
  assert.equal((await fetch(`${WORKER_URL}/app`, { redirect: "manual" })).status, 404)
  assert.equal((await fetch(`${BACKEND_URL}/app`, { redirect: "manual" })).status < 400, true)
})
