// What the buyer typed in the order form, kept across a reload (spec §4 "checkout state persists
// across reloads") in sessionStorage: the tab's own, gone when it closes, so a phone and a name are
// not left on a shared computer. Cleared once the order is placed.

export const FORM_MEMORY_KEY = "codForm"

export const REMEMBERED_TEXT = ["firstname", "lastname", "phone", "email", "address"] as const
export type RememberedText = (typeof REMEMBERED_TEXT)[number]

export type FormMemory = {
  text: Partial<Record<RememberedText, string>>
  wilaya: number | null
  commune: number | null
  /** The delivery picked: shipping option and desk. */
  pick: { option: string; desk: string | null } | null
}

const TEXT_MAX = 200
const code = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 && v < 100_000 ? v : null)
const id = (v: unknown) => (typeof v === "string" && /^[\w-]{1,100}$/.test(v) ? v : null)

/** A stored value read back; anything malformed is dropped field by field, never thrown. */
export function parseFormMemory(stored: string | null): FormMemory | null {
  if (!stored) return null
  let raw: unknown
  try {
    raw = JSON.parse(stored)
  } catch {
    return null
  }
  if (!raw || typeof raw !== "object") return null
  const r = raw as Record<string, unknown>
  const t = (r.text && typeof r.text === "object" ? r.text : {}) as Record<string, unknown>
  const text = Object.fromEntries(
    REMEMBERED_TEXT.flatMap((f) => (typeof t[f] === "string" && (t[f] as string).length <= TEXT_MAX ? [[f, t[f] as string]] : []))
  ) as FormMemory["text"]
  const wilaya = code(r.wilaya)
  const commune = wilaya === null ? null : code(r.commune)
  const p = r.pick as Record<string, unknown> | null | undefined
  const option = commune === null ? null : id(p?.option)
  return { text, wilaya, commune, pick: option ? { option, desk: id(p?.desk) } : null }
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // disabled: the form simply starts empty after a reload
  }
}

export const readFormMemory = () => parseFormMemory(storage()?.getItem(FORM_MEMORY_KEY) ?? null)

export function writeFormMemory(memory: FormMemory) {
  try {
    storage()?.setItem(FORM_MEMORY_KEY, JSON.stringify(memory))
  } catch {
    /* full or disabled */
  }
}

export function forgetFormMemory() {
  try {
    storage()?.removeItem(FORM_MEMORY_KEY)
  } catch {
    /* disabled */
  }
}
