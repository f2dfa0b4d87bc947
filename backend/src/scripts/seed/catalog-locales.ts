import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createTranslationsWorkflow, updateStoresWorkflow } from "@medusajs/medusa/core-flows"
import type { Texts } from "./catalog-data"

/**
 * The shop's locale codes in Medusa's Translation module. French is the base content (the
 * products' own fields); en and ar are stored as translations. fr-DZ and ar-DZ are not among
 * Medusa's default locales, so they are added (docs/decisions/0008-product-translations.md).
 */
export const SHOP_LOCALES = {
  fr: { code: "fr-DZ", name: "Français (Algérie)" },
  en: { code: "en-US", name: "English (United States)" },
  ar: { code: "ar-DZ", name: "العربية (الجزائر)" },
} as const

/** The locales exist and the store offers the three of them; locales the merchant added stay. */
export async function seedLocales(container: MedusaContainer) {
  const translation = container.resolve(Modules.TRANSLATION)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const wanted = Object.values(SHOP_LOCALES)
  const existing = new Set((await translation.listLocales({ code: wanted.map((l) => l.code) })).map((l) => l.code))
  const missing = wanted.filter((l) => !existing.has(l.code))
  if (missing.length) await translation.createLocales(missing)

  const {
    data: [store],
  } = await query.graph({ entity: "store", fields: ["id", "supported_locales.locale_code"] })
  const supported: string[] = (store.supported_locales ?? [])
    // nullable entries: what Medusa's generated graph types say once `medusa build` has them
    .map((l: { locale_code?: string | null } | null | undefined) => l?.locale_code ?? "")
    .filter(Boolean)
  const toAdd = wanted.map((l) => l.code).filter((c) => !supported.includes(c))
  if (toAdd.length) {
    await updateStoresWorkflow(container).run({
      input: {
        selector: { id: store.id },
        update: { supported_locales: [...supported, ...toAdd].map((locale_code) => ({ locale_code })) },
      },
    })
  }
  return { locales: missing.length }
}

export type TranslationRow = { reference: string; reference_id: string; locale_code: string; translations: Record<string, string> }

/** en and ar rows for one record; a language with no text gets no row, so French shows through. */
export function translationRows(reference: string, referenceId: string, fields: Record<string, Texts | undefined>): TranslationRow[] {
  const rows: TranslationRow[] = []
  for (const lang of ["en", "ar"] as const) {
    const translations: Record<string, string> = {}
    for (const [field, texts] of Object.entries(fields)) {
      const text = texts?.[lang]?.trim()
      if (text) translations[field] = text
    }
    if (Object.keys(translations).length) {
      rows.push({ reference, reference_id: referenceId, locale_code: SHOP_LOCALES[lang].code, translations })
    }
  }
  return rows
}

export async function saveTranslations(container: MedusaContainer, rows: TranslationRow[]) {
  if (rows.length) await createTranslationsWorkflow(container).run({ input: { translations: rows } })
  return rows.length
}
