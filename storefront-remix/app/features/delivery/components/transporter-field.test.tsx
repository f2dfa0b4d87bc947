// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { createInstance } from "i18next"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { afterEach, describe, expect, it, vi } from "vitest"
import i18n from "~/i18n"
import type { Locale } from "~/lib/locale"
import { resources } from "~/lib/locale-resources.server"
import type { TransporterState } from "~/features/delivery/transporter-state"
import { resolveChoice, type Transporter } from "~/features/delivery/transporters"
import { withReportNamespaces } from "~/lib/i18n-instance"
import { TransporterField } from "./transporter-field"

const yalidine: Transporter = {
  id: "tr_y",
  name: "Yalidine",
  logo_url: "/logos/yalidine.png",
  delivery_types: [
    { type: "home", price: 1500, shipping_option_id: "so_h" },
    {
      type: "stop_desk",
      price: 1300,
      shipping_option_id: "so_d",
      stop_desks: [{ id: "d1", name: "Yalidine Tamanrasset", address: "Route de l'Assekrem", opening_hours: null, in_commune: true }],
    },
  ],
}
const zr: Transporter = { id: "tr_z", name: "ZR Express", logo_url: null, delivery_types: [{ type: "home", price: 1500, shipping_option_id: "so_z" }] }
const keep = { wilaya: "11", commune: "1101" }

async function renderField(locale: Locale, state: TransporterState, chosen: ReturnType<typeof resolveChoice> = null) {
  const handlers = { onChoose: vi.fn(), onRemove: vi.fn(), onRetry: vi.fn() }
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18n, lng: locale, resources })
  render(
    <I18nextProvider i18n={withReportNamespaces(instance)}>
      <TransporterField locale={locale} state={state} chosen={chosen} keep={keep} {...handlers} />
    </I18nextProvider>
  )
  return handlers
}

const shown = (el: HTMLElement) => el.textContent?.replaceAll("\u00A0", " ")

afterEach(cleanup)

describe("TransporterField", () => {
  it("asks for a commune first, in the page's language", async () => {
    await renderField("ar", { kind: "no-commune" })
    expect(screen.getByTestId("transporter-prompt").textContent).toBe("اختر البلدية أولًا")
  })

  it("lists each transporter with a sized logo or a fallback, its delivery types and prices", async () => {
    const { onChoose } = await renderField("fr", { kind: "ready", transporters: [yalidine, zr] })
    const [first, second] = screen.getAllByTestId("transporter-card")
    const logo = within(first).getByTestId("transporter-logo")
    expect([logo.getAttribute("width"), logo.getAttribute("height"), logo.getAttribute("src")]).toEqual(["48", "48", "/logos/yalidine.png"])
    expect(within(second).getByTestId("transporter-logo-fallback").textContent).toBe("ZE")
    const offers = within(first).getAllByTestId("delivery-offer")
    expect(offers.map((o) => shown(within(o).getByTestId("offer-price")))).toEqual(["1 500 DA", "1 300 DA"])
    expect(offers.map((o) => within(o).getByTestId("delivery-type").textContent)).toEqual(["Livraison à domicile", "Retrait au bureau (stop-desk)"])
    // Without JavaScript each row is a GET form that brings the page back with the pick.
    expect(offers[1].getAttribute("method")).toBe("get")
    fireEvent.click(within(offers[1]).getByTestId("offer-choose"))
    expect(onChoose).toHaveBeenCalledWith("so_d", "d1")
  })

  it("shows the chosen one alone, with the desk, a remove button and the hidden choice", async () => {
    const chosen = resolveChoice([yalidine, zr], "so_d", "d1")
    const { onRemove } = await renderField("ar", { kind: "ready", transporters: [yalidine, zr] }, chosen)
    expect(screen.queryByTestId("transporter-list")).toBeNull()
    expect(shown(screen.getByTestId("offer-price"))).toBe("1 300 د.ج")
    expect(screen.getByTestId("delivery-type").textContent).toBe("الاستلام من المكتب")
    expect(screen.getByTestId("chosen-desk").textContent).toContain("Yalidine Tamanrasset")
    const hidden = ["transporter_id", "delivery_type", "shipping_option_id", "stop_desk_id"].map(
      (n) => (screen.getByTestId(`choice-${n}`) as HTMLInputElement).value
    )
    expect(hidden).toEqual(["tr_y", "stop_desk", "so_d", "d1"])
    fireEvent.click(screen.getByTestId("transporter-remove"))
    expect(onRemove).toHaveBeenCalledTimes(1)
  })

  it("says when no transporter serves the commune", async () => {
    await renderField("en", { kind: "none" })
    expect(screen.getByTestId("transporters-none").textContent).toBe("No transporter serves this commune yet.")
  })

  it("says the transporters could not be fetched and offers a retry that works with and without JavaScript", async () => {
    const { onRetry } = await renderField("fr", { kind: "problem", problem: "failed" })
    expect(screen.getByRole("alert").textContent).toContain("Échec du chargement des transporteurs.")
    const retry = screen.getByTestId("transporters-retry")
    expect(retry.getAttribute("href")).toBe("?wilaya=11&commune=1101")
    fireEvent.click(retry)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it("shows progress while loading", async () => {
    await renderField("ar", { kind: "loading" })
    expect(screen.getByTestId("transporters-loading").textContent).toBe("جارٍ تحميل شركات التوصيل…")
  })
})
