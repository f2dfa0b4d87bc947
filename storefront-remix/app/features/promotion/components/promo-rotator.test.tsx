// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from "@testing-library/react"
import { createInstance } from "i18next"
import { renderToString } from "react-dom/server"
import { I18nextProvider, initReactI18next } from "react-i18next"
import { createMemoryRouter, RouterProvider } from "react-router"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import i18n from "~/i18n"
import type { Locale } from "~/lib/locale"
import { resources } from "~/lib/locale-resources.server"
import { withReportNamespaces } from "~/lib/i18n-instance"
import type { Promotion } from "~/features/promotion/promotion"
import { PromoRotator } from "./promo-rotator"

const promo = (i: number, extra: Partial<Promotion> = {}): Promotion => ({
  id: `cdisc_${i}`,
  title: `Promo ${i}`,
  slogan: `Slogan ${i}`,
  banner_url: null,
  value_type: "percentage",
  value: 10 * i,
  starts_at: null,
  ends_at: "2099-01-01T00:00:00Z",
  ...extra,
})
const promos = [promo(1), promo(2, { value_type: "fixed", value: 1000 }), promo(3)]

function mockReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes("prefers-reduced-motion"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}

async function tree(locale: Locale = "fr") {
  const instance = createInstance()
  await instance.use(initReactI18next).init({ ...i18n, lng: locale, resources })
  const router = createMemoryRouter([{ path: "/", element: <PromoRotator promotions={promos} locale={locale} /> }])
  return (
    <I18nextProvider i18n={withReportNamespaces(instance)}>
      <RouterProvider router={router} />
    </I18nextProvider>
  )
}

const slide = (c: HTMLElement) => c.querySelector("[data-testid=promo-slide]")!

describe("PromoRotator", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it("renders the first promotion on the server with its link and value", async () => {
    mockReducedMotion(false)
    const html = renderToString(await tree("ar"))
    const doc = new DOMParser().parseFromString(html, "text/html")
    expect(doc.querySelectorAll("[data-testid=promo-slide]")).toHaveLength(1)
    expect(doc.querySelector("[data-testid=promo-slide-link]")?.getAttribute("href")).toBe("/ar/promotions/cdisc_1")
    expect(doc.querySelector("[data-testid=promo-slide-value]")?.textContent).toContain("-10")
    expect(doc.querySelectorAll("[data-testid=promo-rotator-dot]")).toHaveLength(3)
  })

  it("moves on every 3000 ms, politely silent while it does, and pauses on hover and focus", async () => {
    mockReducedMotion(false)
    const { container } = render(await tree())
    const root = container.querySelector("[data-testid=promo-rotator]") as HTMLElement
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_1")
    expect(slide(container).parentElement!.getAttribute("aria-live")).toBe("off")
    act(() => void vi.advanceTimersByTime(2999))
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_1")
    act(() => void vi.advanceTimersByTime(1))
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_2")
    expect(slide(container).textContent).toContain("1\u00a0000")

    fireEvent.mouseEnter(root)
    act(() => void vi.advanceTimersByTime(10000))
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_2")
    expect(slide(container).parentElement!.getAttribute("aria-live")).toBe("polite")
    fireEvent.mouseLeave(root)
    act(() => void vi.advanceTimersByTime(3000))
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_3")

    fireEvent.focus(container.querySelector("[data-testid=promo-rotator-next]")!)
    act(() => void vi.advanceTimersByTime(10000))
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_3")
  })

  it("never moves by itself for reduced motion, but the arrows and dots still work", async () => {
    mockReducedMotion(true)
    const { container } = render(await tree())
    act(() => void vi.advanceTimersByTime(10000))
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_1")
    expect(container.querySelector("[data-testid=promo-rotator]")!.getAttribute("data-rotating")).toBe("0")
    fireEvent.click(container.querySelector("[data-testid=promo-rotator-prev]")!)
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_3")
    fireEvent.click(container.querySelector("[data-testid=promo-rotator-next]")!)
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_1")
    fireEvent.click(container.querySelectorAll("[data-testid=promo-rotator-dot]")[1])
    expect(slide(container).getAttribute("data-id")).toBe("cdisc_2")
    expect(container.querySelectorAll("[data-testid=promo-rotator-dot]")[1].getAttribute("aria-current")).toBe("true")
  })
})
