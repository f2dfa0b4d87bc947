// The action of every page with the order form (product page, cart checkout, landing page): CSRF,
// the same checks as the browser, then POST /store/cod-orders with the buyer's signed address and session and language.
import { data, type ActionFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { orderAttribution } from "~/features/attribution/attribution.server"
import { orderOutcome, placedOrder, type OrderOutcome } from "./cod-order.server"
import { buyerHeaders } from "~/lib/backend-channel.server"
import { verifyCsrf } from "~/lib/csrf.server"
import { formSession, type FormSession } from "./order-form-loader.server"
import { requireLocale } from "~/lib/lang.server"
import { storeLocale, type Locale } from "~/lib/locale"
import { MedusaError } from "~/lib/medusa.server"
import { storeApi } from "~/lib/store-api.server"
import { checkOrder, FORM_FIELDS, formErrors, formFieldOf, postedLines, type FormValues } from "./order-form"

export type OrderActionData = {
  /**
   * `confirm`: a post without a token, i.e. from the cached page without JavaScript (or from another
   * site): nothing placed, the form comes back filled in with the visitor's session, to send again.
   */
  outcome: OrderOutcome | { kind: "session_expired" } | { kind: "confirm" }
  key: string | null
  /** What the buyer typed, so a page rendered without JavaScript shows it again after a refusal. */
  typed?: Partial<Record<"firstname" | "lastname" | "phone" | "email" | "address" | "quantity", string>>
  /** The visitor's session (token, a fresh key) for the next post, on every answer but "placed" (decision 0080). */
  session?: FormSession
}

const STATUS: Record<OrderActionData["outcome"]["kind"], number> = {
  placed: 201,
  invalid: 400,
  session_expired: 403,
  confirm: 200,
  blocked: 403,
  out_of_stock: 409,
  cooldown: 429,
  failed: 502,
}

const answerWith = (body: OrderActionData, setCookie: string | null) =>
  data(body, { status: STATUS[body.outcome.kind], headers: { "Cache-Control": CACHE.private, ...(setCookie && { "Set-Cookie": setCookie }) } })

export function formValues(form: FormData): FormValues {
  const values: FormValues = {}
  for (const field of FORM_FIELDS) {
    const v = form.get(field)
    if (typeof v === "string") values[field] = v
  }
  return values
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,100}$/

/**
 * The placed order read again in the buyer's language (the order answer is stored once, in French,
 * for replays): product titles, option names and values, commune and wilaya as the thank-you page
 * shows them. When that read fails the answer as it came is shown.
 */
async function inLanguage(outcome: OrderOutcome, locale: Locale): Promise<OrderOutcome> {
  if (outcome.kind !== "placed" || locale === "fr") return outcome
  const order = await storeApi.getCodOrder(outcome.order.id, locale).catch(() => null)
  return order ? { ...outcome, order: placedOrder(order) } : outcome
}
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "")

export async function codOrderAction({ request, params, context }: ActionFunctionArgs) {
  const locale = requireLocale(params, request)
  const form = await request.formData()
  const key = typeof form.get("idempotency_key") === "string" ? String(form.get("idempotency_key")) : null
  const values = formValues(form)
  const checked = checkOrder(values, { stop_desk_id: text(form.get("stop_desk_id")), cart_id: text(form.get("cart_id")), items: postedLines(form) })
  const { firstname, lastname, phone, email, address } = values
  const typed = { firstname, lastname, phone, email, address, quantity: text(form.get("quantity")) || undefined }
  // Errors on what the form does not let the buyer type (the lead key) are not theirs to fix.
  const fields = checked.ok ? {} : (formErrors(checked.errors.filter((e) => formFieldOf(e.field))) ?? {})
  const invalid = Object.keys(fields).length > 0
  // Every answer but "placed" carries the visitor's session with a fresh key: the page (cached, with
  // none) rendered after a post without JavaScript posts with it next (the browser's form keeps its key).
  const { session, setCookie } = await formSession(request)
  const reply = (body: OrderActionData) => answerWith(body.outcome.kind === "placed" ? body : { ...body, session }, setCookie)
  if (!(await verifyCsrf(request, form))) {
    // Nothing is placed; the form comes back as it was sent: a stale token is "session expired"; no
    // token at all (the cached page without JavaScript) gets the field errors if any, else "check and confirm".
    const outcome =
      text(form.get("csrf")) !== "" ? { kind: "session_expired" as const } : invalid ? { kind: "invalid" as const, fields } : { kind: "confirm" as const }
    return reply({ outcome, key, typed })
  }
  if (!checked.ok) return invalid ? reply({ outcome: { kind: "invalid", fields }, key, typed }) : reply({ outcome: { kind: "failed" }, key })
  if (!key || !IDEMPOTENCY_KEY.test(key)) return reply({ outcome: { kind: "failed" }, key })

  try {
    // where the buyer came from (decision 0073): the landing's cookie, checked field by field
    const attribution = orderAttribution(request)
    const answer = await storeApi.placeCodOrder(attribution ? { ...checked.body, attribution } : checked.body, {
      "Idempotency-Key": key,
      "x-medusa-locale": storeLocale(locale),
      // The signed address counts for the cooldown; the signed session closes this cart's lead.
      ...(await buyerHeaders(context, request)),
    })
    if (answer.status >= 500) console.error(`POST /store/cod-orders answered ${answer.status}`, answer.body)
    const outcome = await inLanguage(orderOutcome(answer), locale)
    return reply({ outcome, key, ...(outcome.kind !== "placed" && { typed }) })
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    console.error(e.message)
    return reply({ outcome: { kind: "failed" }, key })
  }
}
