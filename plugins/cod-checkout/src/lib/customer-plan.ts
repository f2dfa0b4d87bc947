import { isSyntheticEmail, syntheticEmail } from "./normalize"

/** A Medusa customer as the plan reads it. */
export type KnownCustomer = {
  id: string
  email: string | null
  phone: string | null
  first_name: string | null
  last_name: string | null
  has_account: boolean
  addresses?: KnownAddress[] | null
}
export type KnownAddress = { address_1: string | null; metadata: Record<string, unknown> | null }

/** The buyer of a cash-on-delivery order (the form, phone normalised) and the address the order ships to. */
export type CodBuyer = {
  phone: string
  first_name: string
  last_name: string
  email?: string | null
  address: { address_1: string; city: string; province: string; wilaya_code: number; commune_code: number }
}

/** What the shop already holds for that buyer. */
export type CustomerCandidates = {
  /** Customers whose phone is the buyer's, oldest first. */
  by_phone: KnownCustomer[]
  /** The nameless guest Medusa made for `<phone>@cod.invalid` before customers were kept by phone. */
  legacy_guest: KnownCustomer | null
  /** The guest customer (no account) holding the buyer's real e-mail, if any: Medusa keeps guest e-mails unique. */
  email_owner: KnownCustomer | null
}

export type CustomerAddressInput = {
  first_name: string
  last_name: string
  phone: string
  address_1: string
  city: string
  province: string
  country_code: "dz"
  metadata: { wilaya_code: number; commune_code: number }
}

export type CustomerPlan =
  | {
      kind: "create"
      customer: { email: string; phone: string; first_name: string; last_name: string; addresses: (CustomerAddressInput & { is_default_shipping: true })[] }
    }
  | {
      kind: "found"
      customer_id: string
      /** Only what was missing (name, phone, a real e-mail instead of the synthetic one); null when nothing is. */
      update: { first_name?: string; last_name?: string; phone?: string; email?: string } | null
      /** The order's address when the customer does not have it yet. */
      address: CustomerAddressInput | null
    }

const same = (a: string | null | undefined, b: string) => (a ?? "").trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/** Whether a customer already holds this address: same street line and same commune. */
export const hasAddress = (addresses: KnownAddress[] | null | undefined, a: CodBuyer["address"]) =>
  (addresses ?? []).some((x) => same(x.address_1, a.address_1) && Number(x.metadata?.commune_code) === a.commune_code)

/**
 * Who a cash-on-delivery buyer is (decision 0037): the phone is the identity. The customer with
 * that phone (the oldest if several), else the guest Medusa made for the synthetic e-mail of that
 * phone, else the guest holding the buyer's real e-mail when it has no phone yet; otherwise a new
 * customer. A customer found is only completed (a missing name, phone, or a real e-mail replacing
 * the synthetic one when no other guest holds it), never renamed; the order's address is added
 * when the customer does not have it.
 */
export function planCodCustomer(buyer: CodBuyer, found: CustomerCandidates): CustomerPlan {
  const email = buyer.email?.trim() || null
  const address: CustomerAddressInput = {
    first_name: buyer.first_name,
    last_name: buyer.last_name,
    phone: buyer.phone,
    address_1: buyer.address.address_1,
    city: buyer.address.city,
    province: buyer.address.province,
    country_code: "dz",
    metadata: { wilaya_code: buyer.address.wilaya_code, commune_code: buyer.address.commune_code },
  }
  const owner = found.email_owner
  const customer = found.by_phone[0] ?? found.legacy_guest ?? (owner && !owner.phone ? owner : null)
  if (!customer) {
    const emailFree = email && !(owner && owner.phone !== buyer.phone)
    return {
      kind: "create",
      customer: {
        email: emailFree ? email : syntheticEmail(buyer.phone),
        phone: buyer.phone,
        first_name: buyer.first_name,
        last_name: buyer.last_name,
        addresses: [{ ...address, is_default_shipping: true }],
      },
    }
  }
  const update: { first_name?: string; last_name?: string; phone?: string; email?: string } = {}
  if (!customer.first_name?.trim()) update.first_name = buyer.first_name
  if (!customer.last_name?.trim()) update.last_name = buyer.last_name
  if (!customer.phone) update.phone = buyer.phone
  const emailMissing = !customer.email || isSyntheticEmail(customer.email)
  if (email && emailMissing && !customer.has_account && (!owner || owner.id === customer.id)) update.email = email
  return {
    kind: "found",
    customer_id: customer.id,
    update: Object.keys(update).length ? update : null,
    address: hasAddress(customer.addresses, buyer.address) ? null : address,
  }
}
