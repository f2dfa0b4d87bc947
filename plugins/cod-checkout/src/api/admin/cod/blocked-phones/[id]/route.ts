import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { codService } from "../../../../helpers"

/** Unblocks a phone. */
export async function DELETE(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const cod = codService(req)
  const [row] = await cod.listCodBlockedPhones({ id: req.params.id }, { select: ["id"] })
  if (!row) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Blocked phone ${req.params.id} was not found`)
  await cod.deleteCodBlockedPhones(row.id)
  res.json({ id: row.id, object: "cod_blocked_phone", deleted: true })
}
