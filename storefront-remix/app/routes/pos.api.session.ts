import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node"
import { csrfToken } from "~/lib/csrf.server"
import { json } from "~/features/pos/pos-proxy.server"
import { signIn, signOut } from "~/features/pos/pos-sign-in.server"
import { readPosToken } from "~/features/pos/pos-session.server"

/**
 * `GET /pos/api/session` → `{signed_in, csrf}`: whether the till has a staff cookie, and the CSRF token
 * its posts carry (the signed cookie is set on a first visit). `POST {email, password}` signs in,
 * `DELETE` signs out (decision 0088).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { token, setCookie } = await csrfToken(request)
  const signedIn = !!(await readPosToken(request))
  return json({ signed_in: signedIn, csrf: token }, 200, setCookie ? { "Set-Cookie": setCookie } : {})
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method === "POST") return signIn(request)
  if (request.method === "DELETE") return signOut(request)
  return json({ type: "not_allowed", message: "POST or DELETE only" }, 405, { Allow: "GET, POST, DELETE" })
}
