import {
  ApiLoader,
  applyLocale,
  errorHandler,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { NextFunction, Request, RequestHandler, Response } from "express"
import { errorAnswer } from "../../lib/error-answers"
import { inputProblemBody, localeProblem, paginationProblem, pathProblem, queryIndexProblem, scanInput, type InputProblem } from "../../lib/input-scan"
import { timeLimitMs, timeoutBody } from "../../lib/time-limit"

/**
 * No input produces a 5xx or a hang (issue 17 item 2, decision 0043):
 * - every request of /store, /hooks, /auth and /admin gets a time limit (503 with a clear body);
 * - its path, query and body are checked before any route reads them: control characters, prototype
 *   keys, absurd nesting or sizes answer 400 naming the field;
 * - a `locale` that is not one string answers 400 before Medusa's own locale middleware, which
 *   hangs on it (see `guardStoreBeforeLocale` below for how this runs before Medusa's middleware);
 * - `inputErrorHandler` turns database refusals of text into 400 and lost races into 409.
 */

const CHECKED = Symbol.for("shop.security.input-checked")
type Checked = { [CHECKED]?: true }

/** The first problem of the request's path, locale, query and body. */
function problemOf(req: Request): InputProblem | null {
  const query = (req.query ?? {}) as Record<string, unknown>
  return (
    pathProblem(req.originalUrl) ??
    queryIndexProblem(req.originalUrl) ??
    localeProblem(query.locale, req.headers["x-medusa-locale"]) ??
    paginationProblem(query) ??
    scanInput(query, "") ??
    (req.body === undefined ? null : scanInput(req.body, ""))
  )
}

/** Answers 503 when the route has not answered within its limit; the work itself cannot be stopped. */
function startTimeLimit(req: Request, res: Response) {
  const ms = timeLimitMs(req.originalUrl)
  if (!ms) return
  const timer = setTimeout(() => {
    if (res.headersSent) return
    res.setHeader("Retry-After", "5")
    res.status(503).json(timeoutBody(ms))
  }, ms)
  timer.unref()
  const stop = () => clearTimeout(timer)
  res.once("finish", stop)
  res.once("close", stop)
}

/** The guard itself, run once per request (before Medusa's locale middleware on /store, as a global middleware elsewhere). */
function guard(req: Request, res: Response, next: NextFunction) {
  const r = req as Request & Checked
  if (r[CHECKED]) return next()
  r[CHECKED] = true
  startTimeLimit(req, res)
  const problem = problemOf(req)
  if (problem) return void res.status(400).json(inputProblemBody(problem))
  next()
}

/**
 * Medusa 2.21 registers its locale middleware on /store (`app.use("/store", applyLocale)`) before
 * any middleware a plugin declares, and no plugin middleware can be ordered before it. Its loader
 * passes each of its own middlewares through the `ApiLoader.traceMiddleware` hook (meant for
 * instrumentation) while it registers them, after it has read the plugins' middleware files. So
 * this file, when Medusa reads it, puts a hook in place that returns `applyLocale` wrapped by the
 * guard (and every other middleware as the previous hook, if any, would). Checked by the locale
 * cases of backend/integration-tests/http/input-guard.spec.ts: if Medusa changes this, they hang.
 */
export function guardStoreBeforeLocale() {
  type Hook = NonNullable<typeof ApiLoader.traceMiddleware>
  const previous = ApiLoader.traceMiddleware as (Hook & Checked) | undefined
  if (previous?.[CHECKED]) return
  const hook: Hook = (handler, route) => {
    const traced = previous ? previous(handler, route) : handler
    if (handler !== applyLocale) return traced
    const locale = traced as RequestHandler
    return function guardedLocale(req: Request, res: Response, next: NextFunction) {
      guard(req, res, (err?: unknown) => (err ? next(err) : locale(req, res, next)))
    }
  }
  ApiLoader.traceMiddleware = Object.assign(hook, { [CHECKED]: true as const })
}
guardStoreBeforeLocale()

const medusaErrorHandler = errorHandler()

/**
 * The one error handler (Medusa allows one, declared in plugins/security/src/api/middlewares.ts):
 * what `errorAnswer` recognises gets its 400/409/503, everything else Medusa's own answer. An error
 * raised after the time limit already answered (the route finished late) is only logged.
 */
export function inputErrorHandler(err: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const logger: Pick<Logger, "info" | "warn"> = req.scope?.resolve<Logger>(ContainerRegistrationKeys.LOGGER) ?? console
  const message = err instanceof Error || (err && typeof err === "object") ? String((err as { message?: unknown }).message ?? "") : String(err)
  if (res.headersSent) {
    logger.warn(`${req.method} ${req.originalUrl} failed after its answer was sent: ${message}`)
    return
  }
  const answer = errorAnswer(err)
  if (!answer) return medusaErrorHandler(err, req, res, next)
  logger.info(`${req.method} ${req.originalUrl}: ${answer.status} (${message})`)
  if (answer.retryAfter) res.setHeader("Retry-After", String(answer.retryAfter))
  res.status(answer.status).json(answer.body)
}

const globalGuard = (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => guard(req, res, next)

/** /store is guarded before Medusa's locale middleware already; these catch every other API request. */
export const inputRoutes: MiddlewareRoute[] = ["/store*", "/hooks*", "/auth*", "/admin*"].map((matcher) => ({ matcher, middlewares: [globalGuard] }))
