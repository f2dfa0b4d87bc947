// Each spec file starts on an empty Redis database. A spec's app can leave work queued when it
// shuts down (events of a seeded catalogue, workflow steps, scheduled jobs); the next spec file
// run by the same jest worker would otherwise spend its first seconds draining that backlog, which
// refers to a database that no longer exists, before it reaches its own events.
// Only the test harness asks for this (scripts/test.mjs gives each worker a database of its own).
const url = process.env.REDIS_URL
if (url && process.env.DZ_ITEST_FLUSH_REDIS === "1") {
  const Redis = require("ioredis")
  beforeAll(async () => {
    const db = Number(new URL(url).pathname.slice(1) || 0)
    if (!(db >= 1 && db <= 15)) throw new Error(`refusing to empty Redis database ${db}`)
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
    try {
      await client.connect()
      await client.flushdb()
    } finally {
      client.disconnect()
    }
  })
}
