import { startMetaGraphFake } from "./meta-graph"

/**
 * `node plugins/cod-checkout/.medusa/server/src/fakes/serve-meta-graph.js`: the local Graph API the
 * demo shop's Conversions API posts to (`npm start` sets META_GRAPH_URL to it). META_GRAPH_PORT
 * (default 9709). It stands for Meta: nothing leaves the machine.
 */
startMetaGraphFake({ port: Number(process.env.META_GRAPH_PORT || 9709) }).then(
  (fake) => {
    console.log(`meta graph fake on ${fake.url}`)
    let seen = 0
    setInterval(() => {
      const n = fake.received().length
      if (n !== seen) console.log(`meta graph fake: ${(seen = n)} event(s) received so far`)
    }, 60_000).unref()
  },
  (e: Error) => {
    console.error(`meta graph fake not started: ${e.message}`)
    process.exitCode = 1
  }
)
