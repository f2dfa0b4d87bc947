import type { I18nextProviderProps } from "react-i18next"

/**
 * react-i18next 13.5 (pinned to the admin dashboard's version so the monorepo holds one copy)
 * declares `reportNamespaces` on i18n instances, which `createInstance()` only adds once
 * `initReactI18next` has run. The instance is initialised with it; this only tells TypeScript.
 */
export const withReportNamespaces = (instance: object) => instance as I18nextProviderProps["i18n"]
