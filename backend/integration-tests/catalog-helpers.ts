import type { Brand, BrandLine, FeatureType, FeatureValue } from "@shop/contracts/catalog"
import { attempt, type Api } from "./helpers"

type Headers = { headers: Record<string, string> }

/**
 * Admin calls of the catalog specs. `admin()` gives the current admin headers (a new login
 * per test, since the runner restores the database before each test).
 */
export function catalogClient(api: Api, admin: () => Headers, channelId: () => string) {
  const post = <T = unknown>(url: string, body: unknown) => attempt(api.post<T>(url, body, admin()))
  const created = async <T>(url: string, body: unknown, key: string) => {
    const res = await attempt(api.post<Record<string, T>>(url, body, admin()))
    if (res.status !== 201 && res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data[key]
  }
  return {
    post,
    brand: (body: Record<string, unknown>) => created<Brand>("/admin/brands", body, "brand"),
    line: (brandId: string, body: Record<string, unknown>) => created<BrandLine>(`/admin/brands/${brandId}/lines`, body, "brand_line"),
    featureType: (body: Record<string, unknown>) => created<FeatureType>("/admin/feature-types", body, "feature_type"),
    featureValue: (typeId: string, body: Record<string, unknown>) => created<FeatureValue>(`/admin/feature-types/${typeId}/values`, body, "feature_value"),
    /** A product sold in the seeded sales channel (Medusa wants at least one option). */
    product: (title: string, status = "published") =>
      created<{ id: string; handle: string; title: string }>(
        "/admin/products",
        { title, status, sales_channels: [{ id: channelId() }], options: [{ title: "Modèle", values: ["Standard"] }] },
        "product"
      ),
  }
}

export type CatalogClient = ReturnType<typeof catalogClient>

/** A brand with two lines, another brand with one, and two feature types, partly translated. */
export async function catalogFixture(c: CatalogClient) {
  const condor = await c.brand({
    name: "Condor",
    description: "Électronique algérienne",
    logo_url: "https://cdn.dz-shop.local/condor.svg",
    translations: { en: { name: "Condor", description: "Algerian electronics" }, ar: { name: "كوندور" } },
  })
  const griffe = await c.line(condor.id, { name: "Griffe", translations: { ar: { name: "غريف" } } })
  const allure = await c.line(condor.id, { name: "Allure" })
  const iris = await c.brand({ name: "Iris" })
  const sat = await c.line(iris.id, { name: "Sat" })
  const colour = await c.featureType({ label: "Couleur", position: 1, translations: { en: { label: "Colour" }, ar: { label: "اللون" } } })
  const screen = await c.featureType({ label: "Écran", code: "ecran", position: 0, translations: { en: { label: "Screen" } } })
  const black = await c.featureValue(colour.id, { value: "Noir", translations: { en: { value: "Black" }, ar: { value: "أسود" } } })
  const white = await c.featureValue(colour.id, { value: "Blanc", position: 1 })
  const amoled = await c.featureValue(screen.id, { value: "AMOLED 6,5 pouces", translations: { en: { value: "6.5-inch AMOLED" } } })
  return { condor, griffe, allure, iris, sat, colour, screen, black, white, amoled }
}
