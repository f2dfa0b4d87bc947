import type { ActionFunctionArgs } from "@remix-run/node"
import { CACHE } from "~/lib/cache"
import { verifyCsrf } from "~/lib/csrf.server"
import { medusa, MedusaError } from "~/lib/medusa.server"
import { forwardedFor, formValues } from "~/lib/order-action.server"
import { CART_ID_PATTERN, leadReady, OrderLineSchema } from "~/lib/order-form"

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
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  if (!(await verifyCsrf(request, form))) return reply(false, 403)
  const values = formValues(form)
  const cartId = String(form.get("cart_id") ?? "")
  if (!CART_ID_PATTERN.test(cartId) || !leadReady(values)) return reply(false, 400)
  const lines = OrderLineSchema.array().max(50).safeParse(parseJson(form.get("lines")))
  const wilaya = Number(values.wilaya) || null
  const commune = Number(values.commune) || null
  try {
    const answer = await medusa().saveCodLead(
      {
        cart_id: cartId,
        firstname: values.firstname,
        lastname: values.lastname,
        phone: values.phone,
        ...(values.address?.trim() && { address: values.address.trim() }),
        ...(wilaya && { wilaya }),
        ...(commune && { commune }),
        items: lines.success ? lines.data : [],
      },
      forwardedFor(context)
    )
    return reply(answer.status < 300, answer.status < 500 ? answer.status : 502)
  } catch (e) {
    if (!(e instanceof MedusaError)) throw e
    return reply(false, 502)
  }
}
