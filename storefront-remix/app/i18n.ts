import type fr from "./locales/fr"
import { DEFAULT_LOCALE, LOCALES } from "./lib/locale"

// Shared by the server and the browser i18next instances.
export default {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false }, // React escapes already
  react: { useSuspense: false },
}

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common"
    resources: { common: typeof fr }
  }
}
