/** A real 1×1 PNG (its bytes are what the upload guards sniff). */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex"
)

export type Upload = { name: string; type: string; content: Buffer }

/** Builds a multipart body by hand (no form-data dependency): one part per file, in field `files` by default. */
export function multipart(files: Upload[], field = "files") {
  const boundary = `----upload${Date.now()}`
  const parts = files.flatMap((f) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
    f.content,
    Buffer.from("\r\n"),
  ])
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` }
}
