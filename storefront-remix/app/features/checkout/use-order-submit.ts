import { useActionData, useFetcher, useLocation } from "@remix-run/react"
import { useCallback, useEffect, useRef, useState } from "react"
import type { PlacedOrder } from "./cod-order.server"
import { remainingSeconds } from "./cooldown"
import type { OrderActionData } from "./order-action.server"
import type { FormSession } from "./order-form-loader.server"
import type { FieldErrors } from "./order-form"
import { CART_KEY } from "~/features/cart/use-browser-cart"
import { useCooldown } from "./use-cooldown"
import { forgetCartId } from "./use-lead"

/** The last order of this page, kept so a reload during the cooldown shows its overview again. */
const LAST_PURCHASE_KEY = "lastPurchase"
type Submitted = { order: PlacedOrder; placedAt: number }

function storeLast(path: string, s: Submitted) {
  try {
    window.localStorage.setItem(LAST_PURCHASE_KEY, JSON.stringify({ path, ...s }))
  } catch {
    /* storage disabled */
  }
}

/** The order placed on this page less than the cooldown ago (its overview is shown again), or null. */
export function readLast(path: string): Submitted | null {
  try {
    const v = JSON.parse(window.localStorage.getItem(LAST_PURCHASE_KEY) ?? "null")
    if (v?.path !== path || typeof v.placedAt !== "number" || !v.order) return null
    return remainingSeconds(v.placedAt, Date.now()) > 0 ? { order: v.order, placedAt: v.placedAt } : null
  } catch {
    return null
  }
}

/** Clears the browser cart and tells this tab's cart readers (other tabs hear the storage event). */
function clearCart() {
  try {
    window.localStorage.removeItem(CART_KEY)
    window.dispatchEvent(new StorageEvent("storage", { key: CART_KEY }))
  } catch {
    /* storage disabled */
  }
}

export type Notice = { kind: "out_of_stock"; variantId: string | null } | { kind: "blocked" } | { kind: "confirm" } | null

/** The route the form asks for its session (CSRF token, first Idempotency-Key) once it runs. */
export const SESSION_URL = "/api/order-form-session"

/**
 * Posting the order form and what follows (spec §4 "submit" and "submitted state"): with JavaScript
 * through a fetcher; without it the page's action answers and the page renders the outcome.
 *
 * The page is the same for every visitor (cached, decision 0080): the visitor's session (CSRF token,
 * the first attempt's Idempotency-Key) is asked from `SESSION_URL` once the form runs, or comes with
 * the action's answer to a post that had none (no JavaScript) or a stale one.
 */
export function useOrderSubmit(initial: FormSession | null, clearCartOnSuccess: boolean) {
  const fetcher = useFetcher<OrderActionData>()
  const posted = useActionData<OrderActionData>()
  const { pathname } = useLocation()
  const cooldown = useCooldown()
  const first = posted?.session ?? initial
  const [csrf, setCsrf] = useState(first?.csrf ?? null)
  const [key, setKey] = useState(first?.idempotencyKey ?? null)
  const asking = useRef<Promise<FormSession | null> | null>(null)
  const ask = useCallback(
    () =>
      (asking.current ??= fetch(SESSION_URL, { headers: { accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<FormSession>) : null))
        .catch(() => null)
        .then((s) => {
          asking.current = null
          if (s) {
            setCsrf(s.csrf)
            setKey((k) => k ?? s.idempotencyKey)
          }
          return s
        })),
    []
  )
  useEffect(() => {
    if (!first) void ask()
    // once, when the form starts running
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const [submitted, setSubmitted] = useState<Submitted | null>(null)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [notice, setNotice] = useState<Notice>(null)
  const [dialog, setDialog] = useState<"failed" | "session_expired" | null>(null)

  useEffect(() => setSubmitted(readLast(pathname)), [pathname])

  const answer = fetcher.data ?? posted
  useEffect(() => {
    const outcome = answer?.outcome
    if (!outcome) return
    setNotice(null)
    // a post with no token or a stale one: the answer brings a new session (nothing was placed)
    if (answer.session) setCsrf(answer.session.csrf)
    switch (outcome.kind) {
      case "placed": {
        // The lines come from the backend in the page's language (titles and options: decision 0058)
        const s = { order: outcome.order, placedAt: outcome.placedAt }
        cooldown.start()
        storeLast(pathname, s)
        forgetCartId()
        if (clearCartOnSuccess) clearCart()
        setSubmitted(s)
        setServerErrors({})
        // The next order is another attempt: a new key (made by the server: randomUUID needs HTTPS).
        setKey(null)
        void ask()
        break
      }
      case "invalid":
        setServerErrors(outcome.fields)
        break
      case "cooldown":
        cooldown.start(outcome.wait_seconds)
        break
      case "out_of_stock":
        setNotice({ kind: "out_of_stock", variantId: outcome.variant_id })
        break
      case "blocked":
        setNotice({ kind: "blocked" })
        break
      case "confirm":
        setNotice({ kind: "confirm" })
        break
      default:
        setDialog(outcome.kind)
    }
    // Only a new answer counts; the callbacks are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer])

  // Without JavaScript the effect never runs: the page shows the action's answer as it came.
  const shownSubmitted =
    submitted ?? (posted?.outcome.kind === "placed" && !fetcher.data ? { order: posted.outcome.order, placedAt: posted.outcome.placedAt } : null)
  const shownErrors = Object.keys(serverErrors).length ? serverErrors : posted?.outcome.kind === "invalid" && !fetcher.data ? posted.outcome.fields : {}
  const shownNotice: Notice = notice ?? (posted?.outcome.kind === "confirm" && !fetcher.data ? { kind: "confirm" } : null)

  return {
    fetcher,
    /** What the page's action answered to a post without JavaScript. */
    posted,
    /** The visitor's CSRF token, null until the session is there. */
    csrf,
    key,
    /** The session to post with: the one there, else asked now; null (and the error dialog) when it cannot be had. */
    session: async (): Promise<FormSession | null> => {
      const s = csrf && key ? { csrf, idempotencyKey: key } : await ask()
      if (!s) setDialog("failed")
      return s && { csrf: s.csrf, idempotencyKey: key ?? s.idempotencyKey }
    },
    cooldown,
    submitting: fetcher.state !== "idle",
    submitted: shownSubmitted,
    serverErrors: shownErrors,
    clearServerError: (field: keyof FieldErrors) => setServerErrors(({ [field]: _, ...rest }) => rest),
    notice: shownNotice,
    setNotice,
    dialog,
    closeDialog: () => setDialog(null),
    newPurchase: () => {
      setSubmitted(null)
      setNotice(null)
    },
  }
}
