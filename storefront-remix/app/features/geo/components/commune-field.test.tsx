// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { createInstance } from "i18next"
import { afterEach, describe, expect, it, vi } from "vitest"
import { I18nextProvider, initReactI18next } from "react-i18next"
import i18n from "~/i18n"
import type { CommuneState } from "~/features/geo/commune-state"
import type { Locale } from "~/lib/locale"
import { resources } from "~/lib/locale-resources.server"
import { CommuneField } from "./commune-field"
import { withReportNamespaces } from "~/lib/i18n-instance"

async function renderField(locale: Locale, state: CommuneState, onRetry = () => {}) {
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18n, lng: locale, resources })
  return render(
    <I18nextProvider i18n={withReportNamespaces(instance)}>
      <CommuneField locale={locale} state={state} wilaya={16} value={null} onChange={() => {}} retryHref="?wilaya=16" onRetry={onRetry} />
    </I18nextProvider>
  )
}

const alger = [
  { code: 1605, name_fr: "Bab El Oued", name_ar: "باب الوادي" },
  { code: 1601, name_fr: "Alger Centre", name_ar: "الجزائر الوسطى" },
]

afterEach(cleanup)

describe("CommuneField", () => {
  it("asks for a wilaya first, in the page's language, with no selector", async () => {
    await renderField("ar", { kind: "no-wilaya" })
    expect(screen.getByTestId("commune-prompt").textContent).toBe("اختر الولاية أولًا")
    expect(screen.queryByTestId("commune-select")).toBeNull()
  })

  it("lists the communes in Arabic, in the order the backend gave", async () => {
    await renderField("ar", { kind: "ready", communes: alger })
    const select = screen.getByTestId("commune-select") as HTMLSelectElement
    expect([...select.options].map((o) => o.textContent)).toEqual(["اختر البلدية", "باب الوادي", "الجزائر الوسطى"])
    expect([...select.options].map((o) => o.value)).toEqual(["", "1605", "1601"])
    // The label names the selector for screen readers.
    expect(screen.getByLabelText("البلدية")).toBe(select)
  })

  it("lists them in French in French", async () => {
    await renderField("fr", { kind: "ready", communes: alger })
    const select = screen.getByTestId("commune-select") as HTMLSelectElement
    expect([...select.options].map((o) => o.textContent)).toEqual(["Choisissez une commune", "Bab El Oued", "Alger Centre"])
  })

  it("says the communes could not be fetched, without a selector, and offers a retry", async () => {
    const onRetry = vi.fn()
    await renderField("en", { kind: "problem", problem: "failed" }, onRetry)
    expect(screen.getByTestId("communes-error").textContent).toBe("Failed to fetch communes.")
    expect(screen.queryByTestId("commune-select")).toBeNull()
    const retry = screen.getByTestId("communes-retry")
    // A real link, for browsers without JavaScript...
    expect(retry.getAttribute("href")).toBe("?wilaya=16")
    expect(retry.textContent).toBe("Try again")
    // ...that retries in place when JavaScript runs.
    fireEvent.click(retry)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it("says so when the wilaya is not served, with nothing to retry", async () => {
    await renderField("fr", { kind: "problem", problem: "unknown_wilaya" })
    expect(screen.getByRole("alert").textContent).toBe("Cette wilaya n'est pas desservie.")
    expect(screen.queryByTestId("communes-retry")).toBeNull()
  })

  it("shows progress while loading", async () => {
    await renderField("ar", { kind: "loading" })
    expect(screen.getByTestId("communes-loading").textContent).toBe("جارٍ تحميل البلديات…")
  })

  it("filters a long list as the buyer types, in Arabic or French, whatever the accents", async () => {
    const many = [
      ...alger,
      { code: 601, name_fr: "Béjaïa", name_ar: "بجاية" },
      ...Array.from({ length: 8 }, (_, i) => ({ code: 1610 + i, name_fr: `Commune ${i}`, name_ar: `بلدية ${i}` })),
    ]
    await renderField("ar", { kind: "ready", communes: many })
    const options = () => [...(screen.getByTestId("commune-select") as HTMLSelectElement).options].slice(1).map((o) => o.value)
    expect(options()).toHaveLength(many.length)
    fireEvent.change(screen.getByTestId("commune-search"), { target: { value: "الوادى" } })
    expect(options()).toEqual(["1605"])
    fireEvent.change(screen.getByTestId("commune-search"), { target: { value: "BEJAIA" } })
    expect(options()).toEqual(["601"])
    fireEvent.change(screen.getByTestId("commune-search"), { target: { value: "zz" } })
    expect(screen.getByTestId("commune-search-empty").textContent).toBe("لا توجد بلدية مطابقة: امسح البحث.")
  })

  it("has no search box for a short list", async () => {
    await renderField("fr", { kind: "ready", communes: alger })
    expect(screen.queryByTestId("commune-search")).toBeNull()
  })
})
