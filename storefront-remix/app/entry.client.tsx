import { RemixBrowser } from "@remix-run/react"
import i18next from "i18next"
import { StrictMode, startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { getInitialNamespaces } from "remix-i18next/client"
import i18n from "./i18n"
import { localeBackend } from "./lib/locale-backend.client"

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(localeBackend)
    // The server already chose the language and wrote it on <html lang>.
    .init({ ...i18n, lng: document.documentElement.lang, ns: getInitialNamespaces() })

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>
    )
  })
}

if (window.requestIdleCallback) window.requestIdleCallback(hydrate)
else window.setTimeout(hydrate, 1)
