import type { BackendModule } from "i18next"
import type { Locale } from "./locale"

// Each language is its own chunk: the browser downloads only the one it shows (and fr, the fallback).
const loaders: Record<Locale, () => Promise<{ default: unknown }>> = {
  fr: () => import("~/locales/fr"),
  en: () => import("~/locales/en"),
  ar: () => import("~/locales/ar"),
}

export const localeBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[language as Locale]
    if (!load) return callback(new Error(`No translations for ${language}`), false)
    load().then(
      (mod) => callback(null, mod.default as never),
      (err: Error) => callback(err, false)
    )
  },
}
