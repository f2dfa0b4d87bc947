import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { staffLanguage, tooManyLoginsMessage } from "../../lib/login-message"
import { clearAttempts, giveBackAttempt, takeAttempt, type ThrottleRule } from "../../lib/throttle"
import { replyTooManyAttempts } from "../../lib/too-many"
import { clientIp } from "./client-ip"

/**
 * Password guessing (issue 17 item 6, decision 0046): every e-mail/password login counts against
 * the client's address and the e-mail, in PostgreSQL (every server process sees the same counts).
 * Past the limit the address or the account is locked for a minute, then twice as long at each new
 * lock (up to an hour); the answer is 429 with Retry-After. A successful login clears the e-mail's
 * count and does not count against its address. Limits: LOGIN_MAX_PER_EMAIL (5), LOGIN_MAX_PER_IP
 * (20), per LOGIN_WINDOW_SECONDS (900); LOGIN_LOCK_SECONDS (60) doubling to LOGIN_LOCK_MAX_SECONDS (3600).
 */

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export function loginRules(env: NodeJS.ProcessEnv = process.env): { byIp: ThrottleRule; byEmail: ThrottleRule } {
  const window_seconds = positive(env.LOGIN_WINDOW_SECONDS, 900)
  const lockout = { base_seconds: positive(env.LOGIN_LOCK_SECONDS, 60), max_seconds: positive(env.LOGIN_LOCK_MAX_SECONDS, 3600) }
  return {
    byIp: { scope: "login:ip", limit: positive(env.LOGIN_MAX_PER_IP, 20), window_seconds, lockout },
    byEmail: { scope: "login:email", limit: positive(env.LOGIN_MAX_PER_EMAIL, 5), window_seconds, lockout },
  }
}

/** The e-mail as an account is found by it; "" when the body has none (Medusa then refuses the login itself). */
const emailOf = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === "string" ? email.trim().toLowerCase().slice(0, 320) : ""
}

async function guardLogin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { byIp, byEmail } = loginRules()
  const ip = clientIp(req)
  // The actor (user, customer) is part of the key: a staff account and a customer may share an e-mail.
  const email = emailOf(req.body)
  const account = email && `${req.path.split("/")[2] ?? ""}:${email}`
  const refuse = (field: string, seconds: number) =>
    replyTooManyAttempts(res, seconds, { field, message: tooManyLoginsMessage(staffLanguage(req.headers), seconds) })
  const byAddress = await takeAttempt(knex, byIp, ip)
  if (!byAddress.allowed) return refuse("client_ip", byAddress.retry_after)
  if (account) {
    const byAccount = await takeAttempt(knex, byEmail, account)
    if (!byAccount.allowed) return refuse("email", byAccount.retry_after)
  }
  res.on("finish", () => {
    if (res.statusCode >= 300) return
    const forgive = Promise.all([giveBackAttempt(knex, byIp, ip), account ? clearAttempts(knex, byEmail, account) : null])
    forgive.catch((e: unknown) => console.error(`[security] could not clear the login count: ${(e as Error).message}`))
  })
  next()
}

/** Routes and middlewares of this concern (see src/index.ts). */
export const loginRoutes: MiddlewareRoute[] = [
  { matcher: "/auth/user/emailpass", method: "POST", middlewares: [guardLogin] },
  { matcher: "/auth/customer/emailpass", method: "POST", middlewares: [guardLogin] },
]
