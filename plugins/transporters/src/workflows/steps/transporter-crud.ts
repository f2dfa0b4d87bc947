import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { TRANSPORTER_MODULE } from "../../modules/transporter"
import type TransporterModuleService from "../../modules/transporter/service"

export type TransporterFields = {
  name: string
  code: string
  logo_url?: string | null
  active?: boolean
  phone?: string | null
  tracking_url_pattern?: string | null
  supports_home?: boolean
  supports_stop_desk?: boolean
}

const service = (container: { resolve: <T>(key: string) => T }) => container.resolve<TransporterModuleService>(TRANSPORTER_MODULE)

async function assertCodeFree(s: TransporterModuleService, code: string, exceptId?: string) {
  const [clash] = await s.listTransporters({ code }, { select: ["id"] })
  if (clash && clash.id !== exceptId) {
    throw new MedusaError(MedusaError.Types.CONFLICT, `code: a transporter with code "${code}" already exists`)
  }
}

export const createTransporterStep = createStep(
  "create-transporter",
  async (input: TransporterFields, { container }) => {
    const s = service(container)
    await assertCodeFree(s, input.code)
    const transporter = await s.createTransporters(input)
    return new StepResponse(transporter, transporter.id)
  },
  async (id, { container }) => {
    if (id) await service(container).deleteTransporters(id)
  }
)

export const updateTransporterStep = createStep(
  "update-transporter",
  async (input: Partial<TransporterFields> & { id: string }, { container }) => {
    const s = service(container)
    const previous = await s.retrieveTransporter(input.id)
    if (input.code && input.code !== previous.code) await assertCodeFree(s, input.code, input.id)
    const updated = await s.updateTransporters(input)
    const { rates: _r, commune_overrides: _c, stop_desks: _s, created_at: _ca, updated_at: _ua, deleted_at: _da, ...restore } = previous
    return new StepResponse(updated, restore)
  },
  async (previous, { container }) => {
    if (previous) await service(container).updateTransporters(previous)
  }
)

/** Soft-deletes the transporter with its rates, overrides and stop-desks; compensation restores them. */
export const deleteTransporterStep = createStep(
  "delete-transporter",
  async (id: string, { container }) => {
    await service(container).softDeleteTransporters(id)
    return new StepResponse(id, id)
  },
  async (id, { container }) => {
    if (id) await service(container).restoreTransporters(id)
  }
)
