// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import { createInstance } from "i18next"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { afterEach, describe, expect, it, vi } from "vitest"
import i18n from "~/i18n"
import type { Locale } from "~/lib/locale"
import { resources } from "~/lib/locale-resources.server"
import { withReportNamespaces } from "~/lib/i18n-instance"
import type { DeliveryEstimatePayload } from "~/routes/api.delivery-estimate.$wilaya"
import { VISIT_WILAYA_KEY } from "../delivery-estimate"
import { DeliveryEstimatePanel } from "./delivery-estimate-panel"

// The panel's fetcher answers what the estimate route would (the route itself is tested with the backend).
const fetcher = vi.hoisted(() => ({ current: null as DeliveryEstimatePayload | null }))
vi.mock("@remix-run/react", () => ({
  useFetcher: () => ({ data: fetcher.current, state: "idle", load: () => {} }),
}))

const wilayas = [{ code: 31, name_fr: "Oran", name_ar: "وهران" }]

async function renderPanel(locale: Locale, payload: DeliveryEstimatePayload) {
  fetcher.current = payload
  window.sessionStorage.setItem(VISIT_WILAYA_KEY, "31")
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18n, lng: locale, resources })
  render(
    <I18nextProvider i18n={withReportNamespaces(instance)}>
      <DeliveryEstimatePanel locale={locale} wilayas={wilayas} />
    </I18nextProvider>
  )
}

const estimate = (delay: NonNullable<DeliveryEstimatePayload["estimate"]>["delay"]): DeliveryEstimatePayload => ({
  wilaya: 31,
  problem: null,
  estimate: { home: { min: 500, max: 650 }, stop_desk: { min: 350, max: 400 }, delay },
})

describe("the product page's delivery estimate says the usual delay (decision 0060)", () => {
  afterEach(() => {
    cleanup()
    window.sessionStorage.clear()
  })

  it("in French, per delivery type", async () => {
    await renderPanel("fr", estimate({ home: { min: 2, max: 4 }, stop_desk: { min: 3, max: 3 } }))
    expect((await screen.findByTestId("estimate-home-delay")).textContent).toBe("Livraison en 2 à 4 jours")
    expect(screen.getByTestId("estimate-stop_desk-delay").textContent).toBe("Livraison en 3 jours")
  })

  it("in Arabic, with the number's grammar", async () => {
    await renderPanel("ar", estimate({ home: { min: 1, max: 2 }, stop_desk: { min: 5, max: 11 } }))
    expect((await screen.findByTestId("estimate-home-delay")).textContent).toBe("التوصيل خلال يوم إلى يومين")
    expect(screen.getByTestId("estimate-stop_desk-delay").textContent).toBe("التوصيل خلال 5 إلى 11 يومًا")
  })

  it("says nothing when no transporter gives a delay", async () => {
    await renderPanel("fr", estimate({ home: null, stop_desk: null }))
    await screen.findByTestId("estimate-home")
    expect(screen.queryByTestId("estimate-home-delay")).toBeNull()
    expect(screen.queryByTestId("estimate-stop_desk-delay")).toBeNull()
  })
})
