import ar from "~/locales/ar"
import en from "~/locales/en"
import fr from "~/locales/fr"

// The server renders any language, so it holds them all.
export const resources = {
  fr: { common: fr },
  en: { common: en },
  ar: { common: ar },
}
