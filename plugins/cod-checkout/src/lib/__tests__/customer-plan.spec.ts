import { planCodCustomer, type CodBuyer, type KnownCustomer } from "../customer-plan"

const buyer: CodBuyer = {
  phone: "0661223344",
  first_name: "Amine",
  last_name: "Benali",
  email: "amine@example.dz",
  address: { address_1: "12 rue Didouche Mourad", city: "Alger Centre", province: "16", wilaya_code: 16, commune_code: 1601 },
}
const customer = (extra: Partial<KnownCustomer>): KnownCustomer => ({
  id: "cus_1",
  email: "amine@example.dz",
  phone: "0661223344",
  first_name: "Amine",
  last_name: "Benali",
  has_account: false,
  addresses: [{ address_1: "12 Rue Didouche Mourad ", metadata: { commune_code: 1601 } }],
  ...extra,
})
const none = { by_phone: [], legacy_guest: null, email_owner: null }

describe("planCodCustomer", () => {
  it("creates a named customer with phone, e-mail and the address when the phone is new", () => {
    const plan = planCodCustomer(buyer, none)
    expect(plan).toMatchObject({ kind: "create", customer: { email: "amine@example.dz", phone: "0661223344", first_name: "Amine", last_name: "Benali" } })
    expect(plan.kind === "create" && plan.customer.addresses[0]).toMatchObject({
      province: "16",
      city: "Alger Centre",
      metadata: { wilaya_code: 16, commune_code: 1601 },
    })
    expect(planCodCustomer({ ...buyer, email: null }, none)).toMatchObject({ kind: "create", customer: { email: "0661223344@cod.invalid" } })
  })

  it("finds the customer by phone whatever e-mail the order gives, and adds only a new address", () => {
    expect(planCodCustomer({ ...buyer, email: "other@example.dz" }, { ...none, by_phone: [customer({})] })).toEqual({
      kind: "found",
      customer_id: "cus_1",
      update: null,
      address: null,
    })
    const moved = planCodCustomer({ ...buyer, address: { ...buyer.address, commune_code: 1602 } }, { ...none, by_phone: [customer({})] })
    expect(moved).toMatchObject({ kind: "found", address: { metadata: { commune_code: 1602 } } })
  })

  it("completes what is missing: the legacy nameless guest gets name, phone and the real e-mail", () => {
    const legacy = customer({ id: "cus_old", email: "0661223344@cod.invalid", phone: null, first_name: null, last_name: null, addresses: [] })
    expect(planCodCustomer(buyer, { ...none, legacy_guest: legacy })).toMatchObject({
      kind: "found",
      customer_id: "cus_old",
      update: { first_name: "Amine", last_name: "Benali", phone: "0661223344", email: "amine@example.dz" },
    })
  })

  it("never takes an e-mail another guest holds", () => {
    const owner = customer({ id: "cus_other", phone: "0770000000" })
    expect(planCodCustomer(buyer, { ...none, email_owner: owner })).toMatchObject({ kind: "create", customer: { email: "0661223344@cod.invalid" } })
    const mine = customer({ email: "0661223344@cod.invalid" })
    expect(planCodCustomer(buyer, { ...none, by_phone: [mine], email_owner: owner })).toMatchObject({ kind: "found", update: null })
  })
})
