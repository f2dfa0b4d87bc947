import { z } from "@medusajs/framework/zod"
import { DELIVERY_TYPES } from "../lib/quote"
import { delayProblem, MAX_DELAY_DAYS } from "../lib/delay"
import type { StopDeskTranslations } from "@shop/contracts/transporters"

/** Whole dinars; couriers do not quote centimes (docs/decisions/0003-transporter-pricing.md). */
export const Dinars = z.number().int().min(0).max(1_000_000)
export const WilayaCode = z.number().int().min(1).max(69)
export const CommuneCode = z.number().int().min(101).max(9999)
export const DeliveryType = z.enum(DELIVERY_TYPES)

const nullableText = (max: number) => z.string().trim().max(max).nullable().optional()

export const PostAdminCreateTransporterSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "code must be a slug: lowercase letters, digits and dashes")
      .max(50),
    logo_url: z.string().trim().url().max(500).nullable().optional(),
    active: z.boolean().optional(),
    phone: nullableText(30),
    tracking_url_pattern: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v.includes("{tracking}"), "tracking_url_pattern must contain {tracking}")
      .nullable()
      .optional(),
    supports_home: z.boolean().optional(),
    supports_stop_desk: z.boolean().optional(),
  })
  .strict()
export type PostAdminCreateTransporterSchemaType = z.infer<typeof PostAdminCreateTransporterSchema>

export const PostAdminUpdateTransporterSchema = PostAdminCreateTransporterSchema.partial().strict()
export type PostAdminUpdateTransporterSchemaType = z.infer<typeof PostAdminUpdateTransporterSchema>

/** The usual delay's bounds in days (decision 0060); null clears, absent keeps. */
export const DelayDays = z.number().int().min(0).max(MAX_DELAY_DAYS)

/** Both bounds or neither, min ≤ max: a 400 that names the field. */
const checkDelay = (b: { delay_min_days?: number | null; delay_max_days?: number | null }, ctx: z.RefinementCtx, path: (string | number)[] = []) => {
  if (b.delay_min_days === undefined && b.delay_max_days === undefined) return
  const problem = delayProblem(b.delay_min_days ?? null, b.delay_max_days ?? null)
  if (problem) ctx.addIssue({ code: "custom", path: [...path, problem.field], message: problem.message })
}

const RateCell = z
  .object({
    wilaya_code: WilayaCode,
    delivery_type: DeliveryType,
    price: Dinars.nullable(),
    return_fee: Dinars.nullable().optional(),
    delay_min_days: DelayDays.nullable().optional(),
    delay_max_days: DelayDays.nullable().optional(),
  })
  .strict()

/**
 * Either explicit cells (`rates`), or one price applied to many wilayas at once
 * (`wilaya_codes` + `delivery_type` + `price`). `price: null` clears the cells (a 2026
 * wilaya then falls back to its mother wilaya's rate).
 */
export const PutAdminRatesSchema = z
  .object({
    rates: z.array(RateCell).min(1).max(500).optional(),
    wilaya_codes: z.array(WilayaCode).min(1).max(69).optional(),
    delivery_type: DeliveryType.optional(),
    price: Dinars.nullable().optional(),
    return_fee: Dinars.nullable().optional(),
    delay_min_days: DelayDays.nullable().optional(),
    delay_max_days: DelayDays.nullable().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const bulk = ["wilaya_codes", "delivery_type", "price", "return_fee", "delay_min_days", "delay_max_days"] as const
    if (b.rates) {
      for (const f of bulk) {
        if (b[f] !== undefined) ctx.addIssue({ code: "custom", path: [f], message: `${f}: send either rates or wilaya_codes, not both` })
      }
      b.rates.forEach((cell, i) => checkDelay(cell, ctx, ["rates", i]))
      return
    }
    checkDelay(b, ctx)
    if (!b.wilaya_codes) ctx.addIssue({ code: "custom", path: ["wilaya_codes"], message: "wilaya_codes: required (or send rates)" })
    if (!b.delivery_type) ctx.addIssue({ code: "custom", path: ["delivery_type"], message: "delivery_type: required with wilaya_codes" })
    if (b.price === undefined) ctx.addIssue({ code: "custom", path: ["price"], message: "price: required with wilaya_codes (null clears)" })
  })
export type PutAdminRatesSchemaType = z.infer<typeof PutAdminRatesSchema>

export const PostAdminImportRatesSchema = z.object({ csv: z.string().min(1).max(200_000) }).strict()
export type PostAdminImportRatesSchemaType = z.infer<typeof PostAdminImportRatesSchema>

export const PostAdminCreateOverrideSchema = z
  .object({
    commune_code: CommuneCode,
    delivery_type: DeliveryType,
    served: z.boolean(),
    price: Dinars.nullable().optional(),
  })
  .strict()
  .refine((o) => !o.served || (o.price !== null && o.price !== undefined), {
    message: "price is required when served is true (use served: false for a commune not served)",
    path: ["price"],
  })
export type PostAdminCreateOverrideSchemaType = z.infer<typeof PostAdminCreateOverrideSchema>

export const PostAdminUpdateOverrideSchema = z.object({ served: z.boolean().optional(), price: Dinars.nullable().optional() }).strict()
export type PostAdminUpdateOverrideSchemaType = z.infer<typeof PostAdminUpdateOverrideSchema>

/**
 * A desk's name and address in Arabic and English; an empty text means "as typed" (dropped). Unknown
 * languages and fields are refused with their path named (Medusa's "Unrecognized fields" would not say where).
 */
const DeskTexts = z
  .object({
    name: z.string().trim().max(150).optional(),
    address: z.string().trim().max(300).optional(),
  })
  .passthrough()
const TRANSLATED_LANGUAGES = ["ar", "en"]
const TRANSLATED_FIELDS = ["name", "address"]
const DeskTranslations = z
  .object({ ar: DeskTexts.optional(), en: DeskTexts.optional() })
  .passthrough()
  .superRefine((value, ctx) => {
    const refuse = (path: string[], what: string) => ctx.addIssue({ code: "custom", path, message: `translations.${path.join(".")}: ${what}` })
    for (const [lang, texts] of Object.entries(value as Record<string, unknown>)) {
      if (!TRANSLATED_LANGUAGES.includes(lang)) refuse([lang], `only ${TRANSLATED_LANGUAGES.join(" and ")} are translated`)
      else if (texts && typeof texts === "object")
        for (const field of Object.keys(texts))
          if (!TRANSLATED_FIELDS.includes(field)) refuse([lang, field], `only ${TRANSLATED_FIELDS.join(" and ")} are translated`)
    }
  })
  .transform((t): StopDeskTranslations | null => {
    const kept: StopDeskTranslations = {}
    for (const lang of ["ar", "en"] as const) {
      const texts = { ...(t[lang]?.name ? { name: t[lang].name } : {}), ...(t[lang]?.address ? { address: t[lang].address } : {}) }
      if (Object.keys(texts).length) kept[lang] = texts
    }
    return Object.keys(kept).length ? kept : null
  })

export const PostAdminCreateStopDeskSchema = z
  .object({
    commune_code: CommuneCode,
    name: z.string().trim().min(1).max(150),
    address: z.string().trim().min(1).max(300),
    opening_hours: nullableText(200),
    phone: nullableText(30),
    active: z.boolean().optional(),
    translations: DeskTranslations.nullable().optional(),
  })
  .strict()
export type PostAdminCreateStopDeskSchemaType = z.infer<typeof PostAdminCreateStopDeskSchema>

export const PostAdminUpdateStopDeskSchema = PostAdminCreateStopDeskSchema.partial().strict()
export type PostAdminUpdateStopDeskSchemaType = z.infer<typeof PostAdminUpdateStopDeskSchema>

const Page = {
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
}

export const GetAdminTransportersSchema = z.object({ q: z.string().trim().max(100).optional(), ...Page })
export type GetAdminTransportersSchemaType = z.infer<typeof GetAdminTransportersSchema>

/** A transporter's commune overrides, or stop-desks, optionally of one wilaya. */
export const GetAdminCommuneOverridesSchema = z.object({
  wilaya_code: z.coerce.number().int().min(1).max(69).optional(),
  ...Page,
})
export type GetAdminCommuneOverridesSchemaType = z.infer<typeof GetAdminCommuneOverridesSchema>

export const GetAdminStopDesksSchema = GetAdminCommuneOverridesSchema
export type GetAdminStopDesksSchemaType = z.infer<typeof GetAdminStopDesksSchema>

/** A commune's ONS code in a path (`/communes/:code/transporters`); checked in the route (Medusa validates no paths). */
export const CommuneCodeParam = z.coerce.number().int().min(1).max(99_999)
export const WilayaCodeParam = z.coerce.number().int().min(1).max(69)
