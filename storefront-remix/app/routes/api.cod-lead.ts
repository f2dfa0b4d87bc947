import type { ActionFunctionArgs } from "@remix-run/node"
import { parseCodForm, PostStoreCodLeadSchema } from "@shop/contracts/cod-order"
import { CACHE } from "~/lib/cache"
import { verifyCsrf } from "~/lib/csrf.server"
import { MedusaError } from "~/lib/medusa.server"
import { storeApi } from "~/lib/store-api.server"
import { forwardedFor, formValues } from "~/features/checkout/order-action.server"
import { leadLines } from "~/features/checkout/order-form"

const parseJson = (v: FormDataEntryValue | null): unknown => {
  try {
    return JSON.parse(String(v ?? "[]"))
  } catch {
    return []
  }
}

const reply = (saved: boolean, status: number) => Response.json({ saved }, { status, headers: { "Cache-Control": CACHE.private } })

/**
 * Saves an unfinished order (spec §4 "draft cart") for the order form's script: names, a valid phone,
 * what else was typed and the lines (variant and quantity, never a price), keyed by the browser's cart id.
 * Checked with the backend's own lead schema; badly formed lines are left out, not refused.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  if (!(await verifyCsrf(request, form))) return reply(false, 403)
  const { firstname, lastname, phone, address, wilaya, commune } = formValues(form)
  const lead = parseCodForm(PostStoreCodLeadSchema, {
    cart_id: form.get("cart_id") ?? undefined,
    firstname,
    lastname,
    phone,
    address,
    wilaya,
    commune,
    items: leadLines(parseJson(form.get("lines"))),
  })
  if (!lead.ok) return reply(false, 400)
  try {
    const answer = await storeApi.saveCodLead(lead.data, forwardedFor(context))
    return reply(answer.status < 300, answer.status < 500 ? answer.status : 502)
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    return reply(false, 502)
  }
}
