/** The local fakes of the courier platforms (decision 0040): one per adapter, each on 127.0.0.1. */
export { startFake, labelPdf, type FakeServer, type Fault } from "./harness"
