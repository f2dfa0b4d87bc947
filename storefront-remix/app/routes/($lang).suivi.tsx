import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node"
import { useActionData, useLoaderData } from "@remix-run/react"
import { buyerHeaders } from "~/lib/backend-channel.server"
import { TrackingPage } from "~/features/tracking/components/tracking-page"
import type { TrackingOutcome } from "~/features/tracking/tracking"
import { lookUpOrder } from "~/features/tracking/tracking.server"
import i18next from "~/i18next.server"
import { CACHE } from "~/lib/cache"
import { csrfToken, verifyCsrf } from "~/lib/csrf.server"
import { requireLocale } from "~/lib/lang.server"
import { storeApi } from "~/lib/store-api.server"

/** `/suivi?order=1042` (and `/ar/…`, `/en/…`): the order number may come filled in from the thank-you page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params, request)
  const t = await i18next.getFixedT(locale)
  const { token, setCookie } = await csrfToken(request)
  const order = (new URL(request.url).searchParams.get("order") ?? "").replace(/[^\w#° -]/g, "").slice(0, 30)
  const headers: Record<string, string> = { "Cache-Control": CACHE.private }
  if (setCookie) headers["Set-Cookie"] = setCookie
  return data({ locale, csrf: token, order, title: t("tracking.title"), description: t("tracking.intro") }, { headers })
}

export type TrackingActionData = { outcome: TrackingOutcome; order: string; phone: string }

const STATUS: Record<TrackingOutcome["kind"], number> = { found: 200, invalid: 400, not_found: 404, limited: 429, session_expired: 403, failed: 502 }
const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v.slice(0, 60) : "")

/** Number + phone → the order (CSRF first; the backend counts every lookup and reveals nothing without the phone). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const locale = requireLocale(params, request)
  const form = await request.formData()
  const order = str(form.get("order"))
  const phone = str(form.get("phone"))
  const outcome: TrackingOutcome = (await verifyCsrf(request, form))
    ? await lookUpOrder(storeApi, { order, phone, locale }, await buyerHeaders(context, request))
    : { kind: "session_expired" }
  return data<TrackingActionData>({ outcome, order, phone }, { status: STATUS[outcome.kind], headers: { "Cache-Control": CACHE.private } })
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }, { name: "robots", content: "noindex" }] : []

export default function TrackingRoute() {
  const { locale, csrf, order } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return <TrackingPage locale={locale} csrf={csrf} initialOrder={answer?.order ?? order} initialPhone={answer?.phone ?? ""} outcome={answer?.outcome ?? null} />
}
