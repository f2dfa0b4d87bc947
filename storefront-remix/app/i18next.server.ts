import { RemixI18Next } from "remix-i18next/server"
import i18n from "./i18n"
import { DEFAULT_LOCALE, LOCALES, localeFromPath } from "./lib/locale"
import { resources } from "./lib/locale-resources.server"

// The URL is the only source of the language (no cookie, no Accept-Language): one address, one language,
// which keeps pages cacheable and crawlable.
const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18n, resources },
})

export default i18next
