import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { GetAdminCommuneOverridesSchemaType, PostAdminCreateOverrideSchemaType } from "../../../../validators"
import { communeCodesOfWilaya, communeForBody, communeNames, findTransporter, OVERRIDE_FIELDS, transporterService } from "../../../../helpers"

/** A transporter's commune overrides, optionally of one wilaya, with commune names. */
export async function GET(req: MedusaRequest<unknown, GetAdminCommuneOverridesSchemaType>, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  const { wilaya_code, limit, offset } = req.validatedQuery
  const filters: Record<string, unknown> = { transporter_id: transporter.id }
  if (wilaya_code !== undefined) filters.commune_code = await communeCodesOfWilaya(req, wilaya_code)
  const [overrides, count] = await transporterService(req).listAndCountCommuneOverrides(filters, {
    ...req.listConfig,
    order: { commune_code: "ASC", delivery_type: "ASC" },
  })
  const names = await communeNames(
    req,
    overrides.map((o) => o.commune_code)
  )
  res.json({
    commune_overrides: overrides.map((o) => ({ ...o, commune: names.get(o.commune_code) ?? null })),
    count,
    limit,
    offset,
  })
}

/**
 * Sets the override of one commune and delivery type (created, or replaced when it
 * exists): a price, or `served: false` for a commune the courier does not serve.
 */
export async function POST(req: MedusaRequest<PostAdminCreateOverrideSchemaType>, res: MedusaResponse) {
  const transporter = await findTransporter(req)
  const body = req.validatedBody
  await communeForBody(req, body.commune_code)
  const service = transporterService(req)
  const values = { served: body.served, price: body.served ? body.price! : null }
  const [existing] = await service.listCommuneOverrides({
    transporter_id: transporter.id,
    commune_code: body.commune_code,
    delivery_type: body.delivery_type,
  })
  const saved = existing
    ? await service.updateCommuneOverrides({ id: existing.id, ...values })
    : await service.createCommuneOverrides({
        transporter_id: transporter.id,
        commune_code: body.commune_code,
        delivery_type: body.delivery_type,
        ...values,
      })
  const [override] = await service.listCommuneOverrides({ id: saved.id }, { select: OVERRIDE_FIELDS })
  res.status(existing ? 200 : 201).json({ commune_override: override })
}
