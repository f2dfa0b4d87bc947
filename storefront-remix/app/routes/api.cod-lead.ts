import type { ActionFunctionArgs } from "@remix-run/node"
import { parseCodForm, PostStoreCodLeadSchema } from "@shop/contracts/cod-order"
import { buyerHeaders } from "~/lib/backend-channel.server"
import { CACHE } from "~/lib/cache"
import { verifyCsrf } from "~/lib/csrf.server"
import { MedusaError } from "~/lib/medusa.server"
import { storeApi } from "~/lib/store-api.server"
import { formValues } from "~/features/checkout/order-action.server"
import { leadLines } from "~/features/checkout/order-form"

const parseJson = (v: FormDataEntryValue | null): unknown => {
  try {
    return JSON.parse(String(v ?? "[]"))
  } catch {
    return []
  }
}

/** What a lead may hold besides the names, the phone and the cart id. */
const OPTIONAL = new Set(["email", "address", "wilaya", "commune"])

const reply = (saved: boolean, status: number) => Response.json({ saved }, { status, headers: { "Cache-Control": CACHE.private } })

/**
 * Saves an unfinished order (spec §4 "draft cart") for the order form's script: names, a valid phone,
 * what else was typed and the lines (variant and quantity, never a price), keyed by the browser's cart id
 * within the visitor's session (the CSRF cookie), which the backend receives signed.
 * Checked with the backend's own lead schema; badly formed lines are left out, not refused.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  if (!(await verifyCsrf(request, form))) return reply(false, 403)
  const { firstname, lastname, phone, email, address, wilaya, commune } = formValues(form)
  const body: Record<string, unknown> = {
    cart_id: form.get("cart_id") ?? undefined,
    firstname,
    lastname,
    phone,
    email,
    address,
    wilaya,
    commune,
    items: leadLines(parseJson(form.get("lines"))),
  }
  let lead = parseCodForm(PostStoreCodLeadSchema, body)
  // A lead is a note for staff while the buyer types: a half-typed e-mail or address is left out, not
  // a reason to lose the names and the phone (those, and the cart id, must be right: else 400).
  if (!lead.ok && lead.errors.every((e) => OPTIONAL.has(e.field))) {
    for (const e of lead.errors) delete body[e.field]
    lead = parseCodForm(PostStoreCodLeadSchema, body)
  }
  if (!lead.ok) return reply(false, 400)
  try {
    // The signed session keys the lead (with the cart id): only this visitor can update it (decision 0045).
    const answer = await storeApi.saveCodLead(lead.data, await buyerHeaders(context, request))
    // A save that left before the order and arrived after it: the cart is ordered, nothing is left to
    // save, and the page has nothing to tell the buyer (not an error in its console).
    if (answer.status === 409 && answer.body?.code === "lead_converted") return reply(false, 200)
    return reply(answer.status < 300, answer.status < 500 ? answer.status : 502)
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    return reply(false, 502)
  }
}
