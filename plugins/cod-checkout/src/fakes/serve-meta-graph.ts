import { startMetaGraphFake } from "./meta-graph"

/**
 * `node plugins/cod-checkout/.medusa/server/src/fakes/serve-meta-graph.js`: the local Graph API the
 * demo shop's Conversions API posts to (`npm start` sets META_GRAPH_URL to it). META_GRAPH_PORT
 * (default 9690). It stands for Meta: nothing leaves the machine.
 */
void startMetaGraphFake({ port: Number(process.env.META_GRAPH_PORT || 9690) }).then((fake) => {
  console.log(`meta graph fake on ${fake.url}`)
  setInterval(() => {
    const n = fake.received().length
    if (n) console.log(`meta graph fake: ${n} event(s) received so far`)
  }, 60_000).unref()
})
