/**
 * The payment plans of orders (issue 21, decision 0087): the spec's Deposit and Installment payment
 * types, answered by `@shop/pos`'s admin routes and read by the order page's widget.
 */
export type PlanLineKind = "deposit" | "installment" | "on_delivery"

export type AdminPlanLine = {
  seq: number
  kind: PlanLineKind
  amount: number
  /** The shop's day it is due, `YYYY-MM-DD`. */
  due_date: string
  paid_at: string | null
  /** The staff member who recorded it. */
  paid_by: string | null
  method: "cash" | "card" | null
}

export type AdminPaymentPlan = {
  id: string
  order_id: string
  type: "deposit" | "installments"
  total: number
  currency_code: string
  status: "open" | "paid"
  created_by: string | null
  lines: AdminPlanLine[]
  state: { paid_total: number; remaining: number; paid: boolean; overdue: number[]; next_due: { seq: number; due_date: string } | null }
}

export type AdminPaymentPlanResponse = { payment_plan: AdminPaymentPlan }

export type PostAdminPaymentPlan = {
  type: "deposit" | "installments"
  deposit?: number
  rest?: "on_delivery" | "schedule"
  installments?: { amount: number; due_date: string }[]
}

/** A refused plan or payment: each bad field with a code the screens translate. */
export type PlanFieldError = { field: string; code: string; message: string; vars?: Record<string, number> }

/* ------------------------------------------------------------------------------------------------
 * The cashier's till (issue 21 items 3–5, decision 0088): the `/pos` screen of the storefront app
 * calls these admin routes with the signed-in staff member's token (through the storefront's
 * `/pos/api/*` proxy). Amounts are dinars (numbers, 2 decimals at most); dates ISO 8601.
 * ---------------------------------------------------------------------------------------------- */

export const POS_PAYMENT_TYPES = ["cash", "card", "mixed", "deposit", "installments"] as const
export type PosPaymentType = (typeof POS_PAYMENT_TYPES)[number]
export const CUSTOMER_TYPES = ["retail", "wholesale"] as const
export type CustomerType = (typeof CUSTOMER_TYPES)[number]

/** GET /admin/pos/me: who is at the till and the shop (stock location) they are assigned to. */
export type AdminPosMe = {
  cashier: { user_id: string; email: string; first_name: string | null; last_name: string | null }
  /** null: the staff member is not assigned to a shop; the till refuses to sell (`POST /admin/pos/cashiers`). */
  shop: { location_id: string; name: string; address: string | null; phone: string | null } | null
  /** The owner's limit on a line's discount, in percent (0–100). */
  max_line_discount_percent: number
}

/** POST /admin/pos/cashiers (users.manage): assigns a staff member (by e-mail) to a shop; null unassigns. */
export type PostAdminPosCashier = { email: string; location_id: string | null }

/** One sellable variant of the shop's catalogue, as the till caches it for offline sales. */
export type PosCatalogueVariant = {
  variant_id: string
  product_id: string
  title: string
  variant_title: string | null
  sku: string | null
  barcode: string | null
  thumbnail: string | null
  /** The retail unit price, taxes included, as the server will charge it. */
  price: number
  /** Wholesale unit price and minimum quantity (null: sold at the retail price, no minimum). */
  wholesale_price: number | null
  wholesale_min_quantity: number | null
  /** Units available in this shop now (stocked less reserved); `manage_inventory` false: null (unlimited). */
  stock: number | null
}

/** GET /admin/pos/catalogue: the assigned shop's whole catalogue (search runs on the till, offline too). */
export type AdminPosCatalogue = { location_id: string; generated_at: string; currency_code: string; variants: PosCatalogueVariant[] }

export type PosCustomer = { id: string; first_name: string | null; last_name: string | null; phone: string | null; email: string | null; type: CustomerType }
/** GET /admin/pos/customers?q= (q: 3 characters at least, else 400 on field `q`). */
export type AdminPosCustomers = { customers: PosCustomer[] }

/** A new customer typed at the till: names 3–20 letters, phone like 0661234567, e-mail optional. */
export type PosNewCustomer = { first_name: string; last_name: string; phone: string; email?: string | null; type?: CustomerType }

export type PosSalePayment = {
  type: PosPaymentType
  /** cash: what the buyer handed over (≥ total; the change is computed). mixed: the cash part. */
  cash?: number
  /** mixed: the card part; cash + card must equal the total. */
  card?: number
  /** cash or mixed: what the buyer handed over for the cash part (optional; change = given − cash part). */
  cash_given?: number
  /** deposit: the amount paid now (more than 0, less than the total); the rest on delivery or by `installments`. */
  deposit?: number
  /** deposit and installments: how the money of today was paid. */
  method?: "cash" | "card"
  /** installments: the schedule (the first may be due today: it is then paid now). */
  installments?: { amount: number; due_date: string }[]
}

export type PosSaleFulfilment =
  | { mode: "pickup" }
  | {
      mode: "delivery"
      address: string
      wilaya: number
      commune: number
      /** The courier's shipping option (`GET /store/cod/transporters/:commune` or the admin quote). */
      shipping_option_id: string
      stop_desk_id?: string | null
    }

/** POST /admin/pos/sales: one sale, sent once or many times (a retried sync) with the same `client_id`. */
export type PostAdminPosSale = {
  /** Made by the till when the sale is taken (UUID v4): the sale's identity, a replay returns the same sale. */
  client_id: string
  /** When the sale was taken at the till (offline sales sync later). */
  made_at: string
  lines: { variant_id: string; quantity: number; discount_percent?: number }[]
  customer?: { id: string } | PosNewCustomer | null
  payment: PosSalePayment
  fulfilment: PosSaleFulfilment
  /** The total the till showed the buyer (from its cached prices): a different server total flags the sale. */
  shown_total?: number
  /** true when the till queued it offline (shown to the manager). */
  offline?: boolean
}

export type PosSaleFlag =
  { code: "out_of_stock"; variant_id: string; title: string; missing: number } | { code: "total_changed"; shown: number; charged: number }

export type PosSaleLine = {
  variant_id: string
  title: string
  variant_title: string | null
  sku: string | null
  quantity: number
  unit_price: number
  discount_percent: number
  total: number
}

export type PosSale = {
  id: string
  client_id: string
  order_id: string
  display_id: number | null
  order_type: "shop" | "wholesale" | "installment"
  location: { id: string; name: string }
  cashier: { user_id: string; name: string }
  customer: PosCustomer | null
  lines: PosSaleLine[]
  total: number
  payment: {
    type: PosPaymentType
    cash: number
    card: number
    change_due: number
    /** What the buyer handed over in cash (cash and mixed payments); null otherwise. */
    cash_given: number | null
    /** What was taken at the till today. */
    paid_now: number
    /** What is left: on delivery (the courier) or by the schedule. */
    remaining: number
    schedule: { seq: number; amount: number; due_date: string; paid: boolean }[]
  }
  /** `transporter`: the courier's shipping option's name. */
  fulfilment: { mode: "pickup" } | { mode: "delivery"; address: string; wilaya: number; commune: number; transporter: string | null }
  flagged: boolean
  flags: PosSaleFlag[]
  offline: boolean
  made_at: string
  synced_at: string
}

/** 201 for a new sale, 200 for a replay of the same `client_id` (the same sale, nothing made twice). */
export type AdminPosSaleResponse = { sale: PosSale; replayed: boolean }
/** GET /admin/pos/sales?flagged=true&limit=&offset=: the shop's sales, newest first. */
export type AdminPosSales = { sales: PosSale[]; count: number }
/** A refused sale (400): every bad field with a code the till translates (`PlanFieldError`). */
export type PosSaleRefusal = { type: "invalid_data"; message: string; errors: PlanFieldError[] }
