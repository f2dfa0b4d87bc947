export { startMetaGraphFake, type MetaGraphFake, type MetaGraphHit } from "./meta-graph"
