import Redis from "ioredis"

/**
 * The test runs' own Redis database (`index`), emptied first, so that queues, workflow state
 * and cache entries left by an earlier run, or by a shop running on the same Redis, never
 * leak into this run. Returns the URL to use.
 */
export async function freshRedisDatabase(url, index) {
  const u = new URL(url)
  u.pathname = `/${index}`
  const client = new Redis(u.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await client.connect()
    await client.flushdb()
  } finally {
    client.disconnect()
  }
  return u.toString()
}
