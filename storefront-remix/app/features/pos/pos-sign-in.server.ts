import type { AdminPosMe } from "@shop/contracts/pos"
import { z } from "zod"
import { env as defaultEnv, type ServerEnv } from "~/lib/env.server"
import { json } from "./pos-proxy.server"
import { backendLogin, clearPosToken, isTrustedPost, setPosToken } from "./pos-session.server"

/** The till's sign-in form; the same checks the form runs before posting. */
export const PosSignInSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
})

type Deps = { env?: ServerEnv; fetcher?: typeof fetch }

/**
 * `POST /pos/api/session {email, password}`: Medusa's staff login, then the till's `me` with the new
 * token (a staff member the till does not know is refused here, not at the first sale). 200 `{me}` and
 * the cookie; 400 field errors; 401 wrong credentials; 403 not a cashier; 502 backend down.
 */
export async function signIn(request: Request, { env = defaultEnv, fetcher = fetch }: Deps = {}): Promise<Response> {
  if (!(await isTrustedPost(request))) return json({ type: "csrf", message: "Refused: reload the till" }, 403)
  const parsed = PosSignInSchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? "email"), code: "required", message: i.message }))
    return json({ type: "invalid_data", message: "Email and password are required", errors }, 400)
  }
  const login = await backendLogin(parsed.data.email, parsed.data.password, env, fetcher)
  if (!login.ok) return json({ type: login.status === 401 ? "unauthorized" : "unavailable", message: "Sign-in failed" }, login.status)
  let me: AdminPosMe
  try {
    const res = await fetcher(`${env.MEDUSA_BACKEND_URL}/admin/pos/me`, {
      headers: { authorization: `Bearer ${login.token}`, accept: "application/json" },
      signal: AbortSignal.timeout(env.MEDUSA_TIMEOUT_MS),
    })
    if (res.status === 401 || res.status === 403) return json({ type: "not_allowed", message: "Not allowed at the till" }, 403)
    if (!res.ok) return json({ type: "unavailable", message: `The backend answered ${res.status}` }, 502)
    me = (await res.json()) as AdminPosMe
  } catch {
    return json({ type: "unavailable", message: "The backend is unreachable" }, 502)
  }
  return json({ me }, 200, { "Set-Cookie": await setPosToken(request, login.token) })
}

/** `DELETE /pos/api/session`: the cookie goes (the JWT itself is stateless and simply forgotten). */
export async function signOut(request: Request): Promise<Response> {
  if (!(await isTrustedPost(request))) return json({ type: "csrf", message: "Refused: reload the till" }, 403)
  return json({ signed_in: false }, 200, { "Set-Cookie": await clearPosToken(request) })
}
