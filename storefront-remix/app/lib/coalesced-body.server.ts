import { Writable } from "node:stream"

/**
 * The document's body for React's `pipe()`: what React writes in one go (the whole shell, then each
 * streamed Suspense boundary) reaches the response as ONE chunk, instead of one per 2 KB view.
 *
 * React 18's Node renderer writes its output in 2,048-byte views; through a PassThrough and
 * `createReadableStreamFromReadable` each view became a web-stream chunk and a socket write, about a
 * hundred per home page (208 KB): the profile showed ~2–3 ms of a page's storefront CPU in that
 * plumbing (decision 0078). Writes made in the same turn of the event loop are joined and handed on at
 * the next `setImmediate`, so streaming stays streaming (a boundary resolved later is a later chunk)
 * and the bytes are exactly React's, in React's order.
 */
export function coalescedBody(): { sink: Writable; body: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let pending: Uint8Array[] = []
  let size = 0
  let scheduled = false
  let closed = false
  const handOn = () => {
    scheduled = false
    if (!size || closed) return
    const chunk = pending.length === 1 ? pending[0] : Buffer.concat(pending, size)
    pending = []
    size = 0
    controller.enqueue(chunk)
  }
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
    // the visitor went away: React sees the sink closed and stops rendering
    cancel() {
      closed = true
      pending = []
      sink.destroy()
    },
  })
  const sink = new Writable({
    write(chunk: Uint8Array, _encoding, callback) {
      if (!closed) {
        pending.push(chunk)
        size += chunk.byteLength
        if (!scheduled) {
          scheduled = true
          setImmediate(handOn)
        }
      }
      callback()
    },
    final(callback) {
      handOn()
      if (!closed) {
        closed = true
        controller.close()
      }
      callback()
    },
    destroy(error, callback) {
      if (error && !closed) {
        closed = true
        controller.error(error)
      }
      callback(error)
    },
  })
  return { sink, body }
}
