// The till's calls, all through the storefront (`/pos/api/*`, decision 0088): the staff token stays in
// an httpOnly cookie; posts carry the CSRF token the session route gives.
import type { AdminPosCatalogue, AdminPosCustomers, AdminPosMe, PosSaleRefusal, PostAdminPosSale, AdminPosSaleResponse } from "@shop/contracts/pos"
import type { PosLang } from "./i18n"
import type { SendResult } from "./queue"

let csrf: string | null = null

export type Session = { signed_in: boolean; csrf: string }

export async function readSession(): Promise<Session> {
  const res = await fetch("/pos/api/session", { headers: { accept: "application/json" }, cache: "no-store" })
  if (!res.ok) throw new Error(`session ${res.status}`)
  const session = (await res.json()) as Session
  csrf = session.csrf
  return session
}

/** A post or delete with the CSRF token; a refused token (expired cookie) is renewed once. */
async function send(path: string, method: "POST" | "DELETE", body?: unknown): Promise<Response> {
  const attempt = async () => {
    if (!csrf) await readSession()
    return fetch(path, {
      method,
      headers: { "content-type": "application/json", accept: "application/json", "X-CSRF-TOKEN": csrf ?? "" },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  }
  const res = await attempt()
  if (res.status !== 403) return res
  const type = (
    (await res
      .clone()
      .json()
      .catch(() => null)) as { type?: string } | null
  )?.type
  if (type !== "csrf") return res
  csrf = null
  return attempt()
}

export type SignInResult = { ok: true; me: AdminPosMe } | { ok: false; reason: "invalid" | "not_allowed" | "unavailable" | "refused" | "offline" }

export async function signIn(email: string, password: string): Promise<SignInResult> {
  let res: Response
  try {
    res = await send("/pos/api/session", "POST", { email, password })
  } catch {
    return { ok: false, reason: "offline" }
  }
  if (res.ok) return { ok: true, me: ((await res.json()) as { me: AdminPosMe }).me }
  if (res.status === 401 || res.status === 400) return { ok: false, reason: "invalid" }
  if (res.status === 403) {
    const type = ((await res.json().catch(() => null)) as { type?: string } | null)?.type
    return { ok: false, reason: type === "csrf" ? "refused" : "not_allowed" }
  }
  return { ok: false, reason: "unavailable" }
}

export const signOut = () => send("/pos/api/session", "DELETE").then(() => undefined)

export type Read<T> = { ok: true; value: T } | { ok: false; status: number }

async function read<T>(path: string): Promise<Read<T>> {
  try {
    const res = await fetch(path, { headers: { accept: "application/json" }, cache: "no-store" })
    if (!res.ok) return { ok: false, status: res.status }
    return { ok: true, value: (await res.json()) as T }
  } catch {
    return { ok: false, status: 0 }
  }
}

export const readMe = () => read<AdminPosMe>("/pos/api/me")
export const readCatalogue = () => read<AdminPosCatalogue>("/pos/api/catalogue")
export const searchCustomers = (q: string) => read<AdminPosCustomers>(`/pos/api/customers?q=${encodeURIComponent(q)}`)

/** The backend's receipt (PDF, 80 mm) of a recorded sale, through the proxy. */
export const receiptPdfUrl = (saleId: string, lang: PosLang) => `/pos/api/sales/${encodeURIComponent(saleId)}/receipt?lang=${lang}`

/** One sale sent; every answer mapped to what the queue does with it. */
export async function sendSale(body: PostAdminPosSale): Promise<SendResult> {
  let res: Response
  try {
    res = await send("/pos/api/sales", "POST", body)
  } catch {
    return { kind: "retry", reason: "network" }
  }
  if (res.status === 200 || res.status === 201) {
    const answer = (await res.json().catch(() => null)) as AdminPosSaleResponse | null
    // an answer cut short is an answer lost: the same id is sent again
    return answer?.sale ? { kind: "recorded", sale: answer.sale, replayed: answer.replayed } : { kind: "retry", reason: "network" }
  }
  if (res.status === 400) {
    const refusal = (await res.json().catch(() => null)) as PosSaleRefusal | null
    // a refusal names its fields and recorded nothing; any other 400 says nothing of the sale's fate:
    // it is sent again with its id (never dropped, never re-made under a new one)
    if (refusal?.errors?.length) return { kind: "refused", errors: refusal.errors }
    return { kind: "retry", reason: "server", status: 400 }
  }
  if (res.status === 401 || res.status === 403) return { kind: "auth" }
  if (res.status === 409) return { kind: "retry", reason: "busy", status: 409 }
  return { kind: "retry", reason: "server", status: res.status }
}
