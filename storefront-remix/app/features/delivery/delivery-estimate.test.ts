import { createInstance } from "i18next"
import { describe, expect, it } from "vitest"
import i18n from "~/i18n"
import type { Locale } from "~/lib/locale"
import { resources } from "~/lib/locale-resources.server"
import { NBSP } from "~/lib/money"
import { delayLabel, rangeLabel } from "./delivery-estimate"

const plain = (s: string) => s.replaceAll(NBSP, " ").replace(/\u202F/g, " ")

describe("delivery estimate on the product page", () => {
  it("shows one price when every transporter charges the same, else the range", () => {
    expect(plain(rangeLabel({ min: 400, max: 400 }, "fr"))).toBe("400 DA")
    expect(plain(rangeLabel({ min: 400, max: 1200 }, "fr"))).toBe("400 DA – 1 200 DA")
  })
})

describe("usual delay on the product page (decision 0060)", () => {
  const translator = async (locale: Locale) => {
    const instance = createInstance()
    await instance.init({ ...i18n, lng: locale, resources })
    return instance.t
  }

  it("says it in French, the noun after the larger number", async () => {
    const t = await translator("fr")
    expect(delayLabel({ min: 2, max: 4 }, t)).toBe("Livraison en 2 à 4 jours")
    expect(delayLabel({ min: 1, max: 2 }, t)).toBe("Livraison en 1 à 2 jours")
    expect(delayLabel({ min: 1, max: 1 }, t)).toBe("Livraison en 1 jour")
    expect(delayLabel({ min: 3, max: 3 }, t)).toBe("Livraison en 3 jours")
    expect(delayLabel({ min: 0, max: 1 }, t)).toBe("Livraison le jour même ou le lendemain")
    expect(delayLabel({ min: 0, max: 0 }, t)).toBe("Livraison le jour même")
  })

  it("says it in English", async () => {
    const t = await translator("en")
    expect(delayLabel({ min: 2, max: 4 }, t)).toBe("Delivered in 2 to 4 days")
    expect(delayLabel({ min: 1, max: 1 }, t)).toBe("Delivered in 1 day")
  })

  it("says it in Arabic with the number's grammar: يوم واحد، يومين، 3–10 أيام، 11 يومًا فأكثر", async () => {
    const t = await translator("ar")
    expect(delayLabel({ min: 2, max: 4 }, t)).toBe("التوصيل خلال 2 إلى 4 أيام")
    expect(delayLabel({ min: 1, max: 2 }, t)).toBe("التوصيل خلال يوم إلى يومين")
    expect(delayLabel({ min: 5, max: 10 }, t)).toBe("التوصيل خلال 5 إلى 10 أيام")
    expect(delayLabel({ min: 5, max: 11 }, t)).toBe("التوصيل خلال 5 إلى 11 يومًا")
    expect(delayLabel({ min: 1, max: 1 }, t)).toBe("التوصيل خلال يوم واحد")
    expect(delayLabel({ min: 2, max: 2 }, t)).toBe("التوصيل خلال يومين")
    expect(delayLabel({ min: 3, max: 3 }, t)).toBe("التوصيل خلال 3 أيام")
    expect(delayLabel({ min: 0, max: 14 }, t)).toBe("التوصيل خلال 14 يومًا على الأكثر")
    expect(delayLabel({ min: 0, max: 0 }, t)).toBe("التوصيل في اليوم نفسه")
  })
})
