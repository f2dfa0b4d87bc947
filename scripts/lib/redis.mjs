import Redis from "ioredis"

/**
 * The test runs' own Redis database (`index`), emptied first, so that queues, workflow state
 * and cache entries left by an earlier run, or by a shop running on the same Redis, never
 * leak into this run. Returns the URL to use.
 */
export async function freshRedisDatabase(url, index) {
  // Redis has 16 databases (0-15); a bad index must fail here, never fall back to database 0 and empty it.
  if (!Number.isInteger(index) || index < 1 || index > 15) throw new Error(`Redis test database ${index} is outside 1-15: use a TEST_SLOT from 0 to 4`)
  const u = new URL(url)
  u.pathname = `/${index}`
  const client = new Redis(u.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await client.connect()
    await client.select(index)
    await client.flushdb()
  } finally {
    client.disconnect()
  }
  return u.toString()
}
