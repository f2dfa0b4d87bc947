import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { PDFDocument } from "pdf-lib"
import type { CourierAccountRow, ParcelRow } from "../../../../modules/couriers/service"
import { adapterOf } from "../../../../lib/runtime"
import { couriersOf } from "../../../helpers"
import type { GetLabels } from "../../../validators"

/**
 * The labels of the orders' parcels, fetched from their couriers, as one PDF (one order: its label;
 * several: merged in the order asked, every page of every label). An order without a created
 * parcel is named in a 400, and nothing is printed.
 */
export const GET = async (req: AuthenticatedMedusaRequest<unknown, GetLabels>, res: MedusaResponse) => {
  const ids = [...new Set(req.validatedQuery.order_id)]
  const service = couriersOf(req.scope)
  const parcels = await service.listParcels({ order_id: ids, state: "created" }, { order: { generation: "DESC" } })
  const parcelOf = new Map<string, ParcelRow>()
  for (const p of parcels) if (!parcelOf.has(p.order_id) && p.tracking) parcelOf.set(p.order_id, p)
  const missing = ids.filter((id) => !parcelOf.has(id))
  if (missing.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `order_id: ${missing.join(", ")} has no parcel at a courier yet`)
  const accounts = new Map<string, CourierAccountRow>(
    (await service.listCourierAccounts({ id: [...new Set(parcels.map((p) => p.account_id))] }, { withDeleted: true })).map((a) => [a.id, a])
  )
  const merged = await PDFDocument.create()
  for (const id of ids) {
    const parcel = parcelOf.get(id)!
    const account = accounts.get(parcel.account_id)
    if (!account) throw new MedusaError(MedusaError.Types.INVALID_DATA, `order_id: the courier account of ${id} no longer exists`)
    let bytes: Buffer
    try {
      bytes = await adapterOf(account).label(parcel.tracking!)
    } catch (e) {
      res.status(502).json({ type: "courier_error", message: `order_id: ${id}: ${account.name} did not give the label (${(e as Error).message})` })
      return
    }
    const doc = await PDFDocument.load(bytes).catch(() => null)
    if (!doc) {
      res.status(502).json({ type: "courier_error", message: `order_id: ${id}: ${account.name} answered a label that is not a PDF` })
      return
    }
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page)
  }
  const out = Buffer.from(await merged.save())
  res.setHeader("content-type", "application/pdf")
  res.setHeader("content-disposition", `inline; filename="labels-${ids.length === 1 ? ids[0] : ids.length}.pdf"`)
  res.setHeader("cache-control", "no-store")
  res.status(200).send(out)
}
