import { exportUrl } from "./api"

/** The refusals the upload guard answers (plugins/security/src/lib/image-uploads.ts), each translated. */
type Translate = (key: string, options: { file: string }) => string

const CODES = ["not_an_image", "image_too_large", "too_many_files", "unexpected_field", "unreadable_upload", "no_file"] as const

/**
 * Sends image files (multipart, field `files`) to an admin upload route with the session cookie
 * (plain fetch: the js-sdk would JSON-encode the body, and keeps only the English `message` of a
 * refusal). A refusal is thrown in the staff member's language, naming the file.
 */
export async function uploadImages<T>(path: string, files: File[], t: Translate): Promise<T> {
  const form = new FormData()
  files.forEach((f) => form.append("files", f))
  const res = await fetch(exportUrl(path), { method: "POST", credentials: "include", body: form })
  const json = await res.json().catch(() => ({}))
  if (res.ok) return json as T
  const code = (CODES as readonly string[]).includes(json.code) ? json.code : null
  throw new Error(code ? t(`dzUploads.errors.${code}`, { file: json.file ?? "" }) : json.message || res.statusText)
}
