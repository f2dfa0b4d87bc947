import { data, type HeadersFunction, type LinksFunction, type MetaFunction } from "@remix-run/node"
import { useLoaderData } from "@remix-run/react"
import { useSyncExternalStore } from "react"
import { CACHE } from "~/lib/cache"
import { storeApi } from "~/lib/store-api.server"
import { toWilayaOption } from "~/features/geo/geo"
import { loadWilayas } from "~/features/geo/geo-loaders.server"
import { TillApp } from "~/features/pos/components/till-app"
import "~/features/pos/pos.css"

// The cashier's till (issue 21, decision 0088): the page is the same for every cashier (no session in
// it: the till asks for its own once running), so the service worker can keep it for offline use.
export const links: LinksFunction = () => [
  { rel: "manifest", href: "/pos.webmanifest" },
  { rel: "apple-touch-icon", href: "/pos-icon.svg" },
]

export const meta: MetaFunction = () => [
  { title: "Caisse · الصندوق · Till" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "mobile-web-app-capable", content: "yes" },
]

export async function loader() {
  // the delivery form's wilayas (the communes and couriers are asked online, when a delivery is chosen)
  const wilayas = await loadWilayas(storeApi)
  return data({ wilayas: wilayas.ok ? wilayas.value.map(toWilayaOption) : null }, { headers: { "Cache-Control": CACHE.private } })
}

export const headers: HeadersFunction = () => ({ "Cache-Control": CACHE.private })

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

export default function PosRoute() {
  const { wilayas } = useLoaderData<typeof loader>()
  // client-rendered: the till's language, cashier and queue live on the device (localStorage, IndexedDB)
  const mounted = useSyncExternalStore(noSubscription, onClient, onServer)
  if (!mounted)
    return (
      <p className="p-8 text-center text-slate-600" data-testid="pos-boot">
        Caisse…
      </p>
    )
  return <TillApp wilayas={wilayas} />
}
