import { createInstance, type i18n as I18n, type TFunction } from "i18next"
import { initReactI18next } from "react-i18next"
import { RemixI18Next } from "remix-i18next/server"
import i18n from "./i18n"
import { DEFAULT_LOCALE, LOCALES, localeFromPath } from "./lib/locale"
import { resources } from "./lib/locale-resources.server"

// The URL is the only source of the language (no cookie, no Accept-Language): one address, one language,
// which keeps pages cacheable and crawlable.
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { ...i18n, resources },
})

// Building an i18next instance (plural rules, formatters, interpolator) cost a page 1–2 ms, and a page
// built three: one per loader asking for `t`, one to render. The texts are the bundled resources and
// never change while the process runs, so each language's translator and render instance are built
// once. Nothing here depends on a request.
const translators = new Map<string, Promise<TFunction>>()
const renderers = new Map<string, Promise<I18n>>()
const once = <T>(memo: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> => {
  let p = memo.get(key)
  if (!p) {
    p = make()
    memo.set(key, p)
    p.catch(() => memo.delete(key))
  }
  return p
}

const i18next = {
  getLocale: (request: Request) => remixI18next.getLocale(request),
  /** The server-side `t` of a language (the `common` namespace). */
  getFixedT: (locale: string) => once(translators, locale, () => remixI18next.getFixedT(locale) as Promise<TFunction>),
  /** The i18next instance that renders a page in `lng` (react-i18next reads it; nobody changes its language). */
  renderInstance: (lng: string) =>
    once(renderers, lng, async () => {
      const instance = createInstance()
      await instance.use(initReactI18next).init({ ...i18n, lng, ns: [...i18n.ns], resources })
      memoizePluralRules(instance)
      return instance
    }),
}

/**
 * i18next 23 builds a new `Intl.PluralRules` on every plural lookup (each `t` with a `count`, several
 * times per call): a fifth of a page's translation time in the profile (decision 0078). A language's
 * rules never change, so this instance keeps the one it built per language and kind (cardinal,
 * ordinal); the answers are the same objects' answers.
 */
function memoizePluralRules(instance: { services: { pluralResolver?: unknown } }) {
  type Resolver = { getRule(code: string, options?: { ordinal?: boolean }): unknown }
  const resolver = instance.services.pluralResolver as Resolver | undefined
  if (!resolver) return
  const build = resolver.getRule.bind(resolver)
  const rules = new Map<string, unknown>()
  resolver.getRule = (code: string, options: { ordinal?: boolean } = {}) => {
    const key = `${code}|${options.ordinal ? "ordinal" : "cardinal"}`
    if (!rules.has(key)) rules.set(key, build(code, options))
    return rules.get(key)
  }
}

export default i18next
