import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** Simple line drawings (viewBox 0 0 200 200), one per top-level category. */
const ICONS: Record<string, string> = {
  shirt: "M70 30 L40 45 L20 80 L45 92 L55 75 L55 170 L145 170 L145 75 L155 92 L180 80 L160 45 L130 30 Q100 55 70 30 Z",
  dress: "M80 25 L120 25 L115 60 L150 170 L50 170 L85 60 Z M85 60 L115 60",
  shoe: "M25 120 L25 80 Q60 80 80 95 L120 110 Q170 115 175 135 L175 150 L25 150 Z M25 135 L175 135",
  appliance: "M50 25 L150 25 L150 175 L50 175 Z M50 55 L150 55 M100 115 m-35 0 a35 35 0 1 0 70 0 a35 35 0 1 0 -70 0 M65 40 L80 40",
  phone:
    "M65 20 L135 20 Q145 20 145 30 L145 170 Q145 180 135 180 L65 180 Q55 180 55 170 L55 30 Q55 20 65 20 Z M60 40 L140 40 M60 155 L140 155 M95 168 L105 168",
  bottle: "M85 20 L115 20 L115 45 L130 60 L130 175 L70 175 L70 60 L85 45 Z M70 95 L130 95 M70 140 L130 140",
  pot: "M35 80 L165 80 L155 165 L45 165 Z M20 80 L180 80 M75 80 Q75 50 100 50 Q125 50 125 80 M35 100 L15 95 M165 100 L185 95",
  jar: "M60 40 L140 40 L140 60 L150 75 L150 170 L50 170 L50 75 L60 60 Z M50 100 L150 100 M50 140 L150 140",
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!)

/**
 * A square product picture: coloured background, the category's drawing and the brand's name (a
 * name, the same in every language; the product's French title is not drawn: the picture is shown
 * on Arabic and English pages too). `view` 0 is the front picture; 1 and 2 change the light and the framing.
 */
export function productSvg(opts: { brand: string; color: string; icon: string; view: 0 | 1 | 2 }) {
  const { brand, color, icon, view } = opts
  const shade = ["#ffffff", "#f3efe7", "#e9eef3"][view]
  const scale = [1.6, 2, 1.3][view]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<rect width="800" height="800" fill="${color}"/>
<circle cx="400" cy="330" r="${view === 2 ? 250 : 220}" fill="${shade}" opacity="0.92"/>
<g transform="translate(${400 - 100 * scale} ${330 - 100 * scale}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${6 / scale}" stroke-linejoin="round" stroke-linecap="round"><path d="${ICONS[icon] ?? ICONS.jar}"/></g>
<g fill="#ffffff" font-family="Helvetica, Arial, sans-serif"><text x="400" y="690" font-size="34" font-weight="600" text-anchor="middle" opacity="0.9">${escapeXml(brand)}</text></g>
</svg>`
}

/** The demo's colour values as paint: a colour's own picture is drawn in it (decision 0054). */
export const COLOUR_PAINT: Record<string, string> = {
  noir: "#1f2937",
  blanc: "#9ca3af",
  bleu: "#1d4ed8",
  "bleu-marine": "#1e3a8a",
  "bleu-nuit": "#172554",
  bordeaux: "#7f1d1d",
  camel: "#b45309",
  gris: "#4b5563",
  beige: "#a8926b",
  kaki: "#4d5d2a",
  marron: "#6b3f1d",
  "rose-poudre": "#be7c8c",
  rouge: "#b91c1c",
  "vert-emeraude": "#047857",
  "vert-sauge": "#6b8f71",
}

/** Uploads SVG pictures through Medusa's file module (local provider: served by the backend under /static). */
async function uploadSvgs(container: MedusaContainer, files: { filename: string; svg: string }[]) {
  if (!files.length) return []
  const uploaded = await container
    .resolve(Modules.FILE)
    .createFiles(
      files.map((f) => ({ filename: f.filename, mimeType: "image/svg+xml", content: Buffer.from(f.svg).toString("base64"), access: "public" as const }))
    )
  return uploaded.map((f) => f.url)
}

/** Three pictures per product; their URLs by handle. */
export async function uploadProductImages(container: MedusaContainer, products: Array<{ handle: string; brand: string; color: string; icon: string }>) {
  const urls = await uploadSvgs(
    container,
    products.flatMap((p) => ([0, 1, 2] as const).map((view) => ({ filename: `catalog-${p.handle}-${view + 1}.svg`, svg: productSvg({ ...p, view }) })))
  )
  return new Map(products.map((p, i) => [p.handle, urls.slice(i * 3, i * 3 + 3)]))
}

/** One picture per colour of the products that have colour pictures; URLs by "handle:colour". */
export async function uploadColourImages(container: MedusaContainer, items: Array<{ handle: string; colour: string; brand: string; icon: string }>) {
  const urls = await uploadSvgs(
    container,
    items.map((i) => ({
      filename: `catalog-${i.handle}-${i.colour}.svg`,
      svg: productSvg({ brand: i.brand, icon: i.icon, color: COLOUR_PAINT[i.colour] ?? "#475569", view: 0 }),
    }))
  )
  return new Map(items.map((i, n) => [`${i.handle}:${i.colour}`, urls[n]]))
}
