import { useTranslation } from "react-i18next"
import type { AdminCodCustomerAddress } from "@shop/contracts/cod-customers"
import { useCommunes, useWilayas } from "../geo/use-geo"
import { pad2 } from "../geo/types"

/**
 * "25 Constantine · Constantine" in French, "25 قسنطينة · قسنطينة" in Arabic: the wilaya and commune
 * of an address named from the geography in the admin's language (the address itself keeps the
 * French names the checkout wrote). Falls back to what the address says while names load.
 */
export function AddressPlace({ address }: { address: Pick<AdminCodCustomerAddress, "wilaya_code" | "commune_code" | "province" | "city"> }) {
  const { i18n } = useTranslation()
  const ar = i18n.language?.startsWith("ar")
  const wilayas = useWilayas("")
  const communes = useCommunes(address.wilaya_code ?? 0, "")
  const wilaya = wilayas.data?.wilayas.find((w) => w.code === address.wilaya_code)
  const commune = communes.data?.communes.find((c) => c.code === address.commune_code)
  const wilayaText = address.wilaya_code
    ? [pad2(address.wilaya_code), wilaya && (ar ? wilaya.name_ar : wilaya.name_fr)].filter(Boolean).join(" ")
    : address.province
  const communeText = commune ? (ar ? commune.name_ar : commune.name_fr) : address.city
  return <>{[wilayaText, communeText].filter(Boolean).join(" · ")}</>
}
