import type { CreatedParcel, ParcelDraft } from "../../lib/adapter"
import { CourierError, isCourierError } from "../../lib/errors"
import { expectShape, type CourierHttp, type HttpRequest } from "../../lib/http"
import { describeFailure, describeNoest, toNoestOrder, type NoestOrder } from "./wire"

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v)
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null)

export type CreateDeps = {
  guid: string
  bulkLimit: number
  call: <T>(req: HttpRequest, client?: CourierHttp) => Promise<T>
  /** A client that keeps the error body it saw (a bulk 422 names the orders at fault). */
  makeHttp: (capture: { body?: unknown }) => CourierHttp
}

/**
 * One draft goes to `create/order` (its errors are the most precise), several to `create/orders`.
 * Drafts Noest cannot take (a wilaya outside 1–58, a stop-desk without a code) are answered here
 * without being sent, so one bad order never costs the others a request.
 */
export async function createParcels(drafts: ParcelDraft[], deps: CreateDeps): Promise<CreatedParcel[]> {
  if (drafts.length > deps.bulkLimit)
    throw new CourierError("validation", `Noest takes at most ${deps.bulkLimit} orders per call (${drafts.length} given)`, { field: "orders" })
  const results: (CreatedParcel | null)[] = drafts.map(precheck)
  const todo = drafts.map((d, i) => ({ d, i })).filter(({ i }) => !results[i])
  if (todo.length === 1) results[todo[0].i] = await createOne(todo[0].d, deps)
  else if (todo.length > 1) {
    const answers = await createMany(
      todo.map((t) => t.d),
      deps
    )
    todo.forEach((t, k) => (results[t.i] = answers[k]))
  }
  return results as CreatedParcel[]
}

function precheck(d: ParcelDraft): CreatedParcel | null {
  const no = (field: string, message: string): CreatedParcel => ({ reference: d.reference, ok: false, code: "validation", message, field })
  if (!Number.isInteger(d.wilaya_code) || d.wilaya_code < 1 || d.wilaya_code > 58)
    return no("wilaya_id", `Noest takes wilaya codes 1 to 58, not ${d.wilaya_code}`)
  if (!d.commune_name.trim()) return no("commune", "the commune is missing")
  if (d.stop_desk_id !== undefined && d.stop_desk_id !== null && !d.stop_desk_id.trim())
    return no("station_code", "a stop-desk delivery needs Noest's station code")
  return null
}

async function createOne(d: ParcelDraft, deps: CreateDeps): Promise<CreatedParcel> {
  let body: unknown
  try {
    body = await deps.call<unknown>({ method: "POST", path: "create/order", body: { user_guid: deps.guid, ...toNoestOrder(d) } })
  } catch (e) {
    // A 422 naming a field of the order is this parcel's answer, not a failure of the call.
    if (isCourierError(e) && e.kind === "validation" && e.field)
      return { reference: d.reference, ok: false, code: "validation", message: e.message, field: e.field }
    throw e
  }
  expectShape(isObj(body) && typeof body.success === "boolean", "create/order: no success flag")
  const b = body as Obj
  if (b.success) {
    expectShape(!!str(b.tracking), "create/order: success without a tracking")
    return { reference: d.reference, ok: true, tracking: str(b.tracking) as string, label_url: null, courier_fee: null }
  }
  const why = describeNoest(b)
  return { reference: d.reference, ok: false, code: why?.code ?? "error", message: why?.message ?? "refused", field: why?.field ?? null }
}

async function createMany(drafts: ParcelDraft[], deps: CreateDeps): Promise<CreatedParcel[]> {
  const orders = drafts.map(toNoestOrder)
  const capture: { body?: unknown } = {}
  let body: unknown
  try {
    body = await deps.call<unknown>({ method: "POST", path: "create/orders", body: { user_guid: deps.guid, orders } }, deps.makeHttp(capture))
  } catch (e) {
    const perOrder = isCourierError(e) && e.kind === "validation" ? wholeBatchRefusal(drafts, capture.body) : null
    if (perOrder) return perOrder
    throw e
  }
  expectShape(isObj(body) && (body.passed !== undefined || body.failed !== undefined), "create/orders: neither passed nor failed")
  const b = body as Obj
  const passed = byIndex(b.passed, orders)
  const failed = byIndex(b.failed, orders)
  return drafts.map((d, i): CreatedParcel => {
    const p = passed.get(i)
    if (p !== undefined) {
      const tracking = isObj(p) ? str(p.tracking) : null
      expectShape(!!tracking, `create/orders: order ${i} passed without a tracking`)
      return { reference: d.reference, ok: true, tracking: tracking as string, label_url: null, courier_fee: null }
    }
    if (failed.has(i)) {
      const why = describeFailure(failed.get(i))
      return { reference: d.reference, ok: false, code: why.code, message: why.message, field: why.field }
    }
    // Noest said nothing about it: it may exist; the caller reconciles by reference before resending.
    return {
      reference: d.reference,
      ok: false,
      code: "unreported",
      message: "Noest's answer does not mention this order: check it by reference before sending it again",
      field: null,
    }
  })
}

/**
 * `passed` / `failed` keyed by the order's index in the request (the v2.3 document), or as lists
 * (what some integrations report seeing): a list item is placed by its `reference`, else by position.
 */
function byIndex(v: unknown, orders: NoestOrder[]): Map<number, unknown> {
  const out = new Map<number, unknown>()
  if (Array.isArray(v)) {
    v.forEach((item, pos) => {
      const ref = isObj(item) ? str(item.reference) : null
      const at = ref ? orders.findIndex((o) => o.reference === ref) : -1
      out.set(at >= 0 ? at : pos, item)
    })
  } else if (isObj(v)) {
    for (const [k, item] of Object.entries(v)) {
      const at = /^\d+$/.test(k) ? Number(k) : orders.findIndex((o) => o.reference === k)
      if (at >= 0 && at < orders.length) out.set(at, item)
    }
  }
  return out
}

/**
 * A 422 on the whole batch (`orders.3.phone`: Laravel validates every order before creating any):
 * the orders it names fail with their field; the others were not created either and say so.
 */
function wholeBatchRefusal(drafts: ParcelDraft[], body: unknown): CreatedParcel[] | null {
  const errors = isObj(body) && isObj(body.errors) ? body.errors : null
  if (!errors) return null
  const named = new Map<number, { field: string; message: string }>()
  for (const [name, texts] of Object.entries(errors)) {
    const m = /^orders\.(\d+)\.(.+)$/.exec(name)
    if (!m || named.has(Number(m[1]))) continue
    const message = Array.isArray(texts) && typeof texts[0] === "string" ? texts[0] : String(texts)
    named.set(Number(m[1]), { field: m[2], message })
  }
  if (!named.size) return null
  return drafts.map((d, i): CreatedParcel => {
    const n = named.get(i)
    return n
      ? { reference: d.reference, ok: false, code: "validation", message: n.message, field: n.field }
      : {
          reference: d.reference,
          ok: false,
          code: "batch_refused",
          message: "not created: Noest refused the whole batch because of other orders; send it again",
          field: null,
        }
  })
}
