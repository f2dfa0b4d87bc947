import type { MedusaRequest, MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { langOf, type Lang } from "../lib/i18n"
import { CONTENT_MODULE } from "../modules/content"
import type ContentModuleService from "../modules/content/service"

export const contentService = (req: MedusaRequest) => req.scope.resolve<ContentModuleService>(CONTENT_MODULE)
export const pgOf = (req: MedusaRequest) => req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
/** The publishable key's sales channels (Medusa sets them on store requests; MedusaRequest does not declare them). */
export const channelIds = (req: MedusaRequest): string[] => (req as Partial<MedusaStoreRequest>).publishable_key_context?.sales_channel_ids ?? []

/** The store language: `?locale=` or `x-medusa-locale` (moved to `req.locale` by Medusa); French by default; 400 otherwise. */
export function storeLang(req: MedusaRequest): Lang {
  const raw = req.locale ?? req.query.locale
  if (raw === undefined || raw === null || raw === "") return "fr"
  const lang = langOf(raw)
  if (!lang) throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid locale: ${String(raw)} is not one of fr, en, ar`)
  return lang
}

export const notFound = (what: string, id: string) => new MedusaError(MedusaError.Types.NOT_FOUND, `${what} ${id} was not found`)
export const invalid = (field: string, message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid ${field}: ${message}`)

/** 409 with our message (a thrown CONFLICT reaches the client as Medusa's idempotency text). */
export const replyConflict = (res: MedusaResponse, message: string) => void res.status(409).json({ type: "conflict", code: "invalid_request_error", message })

export const PAGE_KEY = /^[a-z0-9-]{1,60}$/
