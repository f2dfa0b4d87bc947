/**
 * The demo shop's orders at every stage of their life (issue 15 item 9): who ordered what where,
 * and the changes each went through, in order. Placed by `place-cod-order` and moved by the order
 * life's workflows (seed/orders.ts), never written as rows.
 */
import type { CancelReason, LifeAxis, ReturnReason } from "@shop/contracts/order-life"

export type DemoStep =
  | { axis: "confirmation"; to: "no_answer" | "confirmed"; note?: string }
  | { axis: "confirmation"; to: "postponed"; in_hours: number; note?: string }
  | { axis: "confirmation"; to: "cancelled"; reason: CancelReason; note?: string }
  | { axis: "delivery"; to: "handed_over"; tracking?: string }
  | { axis: "delivery"; to: "in_transit" | "out_for_delivery" | "delivery_attempted" | "delivered"; note?: string }
  | { axis: "delivery"; to: "returned"; reason: ReturnReason; note?: string }

export type DemoOrder = {
  /** The Idempotency-Key of its `place-cod-order` run, also how a second seed run finds it. */
  key: string
  first_name: string
  last_name: string
  phone: string
  address: string
  wilaya: number
  commune: number
  transporter: "yalidine" | "zr-express"
  /** Products by handle (their first variant with stock), with quantities. */
  items: { handle: string; quantity: number }[]
  steps: DemoStep[]
  /**
   * How many days before the seed the buyer ordered (plus a few hours, seed/order-dates.ts): the
   * orders are spread over three weeks so the dashboard's days are not all one.
   */
  placed_days_ago: number
  /** Settled by the courier's remittance of that many days ago (delivered or returned parcels only). */
  remitted_days_ago?: number
}

/** The stage each order ends at, for the seed spec's counts. */
export type DemoStage = { confirmation: string; delivery: string; money: string }

const confirm = { axis: "confirmation", to: "confirmed" } as const
const handOver = (tracking: string) => ({ axis: "delivery", to: "handed_over", tracking }) as const
const go = (to: "in_transit" | "out_for_delivery" | "delivery_attempted" | "delivered") => ({ axis: "delivery", to }) as const
const delivered: DemoStep[] = [confirm, go("in_transit"), go("out_for_delivery"), go("delivered")]

/** 20 orders: 3 to confirm, 2 no answer, 1 postponed, 2 cancelled, 2 confirmed, 2 handed over, 1 in transit, 5 delivered (3 remitted), 2 returned (1 settled). */
export const DEMO_ORDERS: DemoOrder[] = [
  // waiting for the call
  {
    key: "demo-01",
    placed_days_ago: 0,
    first_name: "Yacine",
    last_name: "Belkacem",
    phone: "0550100101",
    address: "12 rue Didouche Mourad",
    wilaya: 16,
    commune: 1601,
    transporter: "yalidine",
    items: [{ handle: "smartphone-nova-5", quantity: 1 }],
    steps: [],
  },
  {
    key: "demo-02",
    placed_days_ago: 0,
    first_name: "Amina",
    last_name: "Khelifi",
    phone: "0661100102",
    address: "Cité 5 Juillet, bâtiment B",
    wilaya: 16,
    commune: 1621,
    transporter: "zr-express",
    items: [{ handle: "parfum-oud-royal", quantity: 1 }],
    steps: [],
  },
  {
    key: "demo-03",
    placed_days_ago: 0,
    first_name: "Karim",
    last_name: "Hadjadj",
    phone: "0770100103",
    address: "Boulevard de la Soummam",
    wilaya: 31,
    commune: 3101,
    transporter: "yalidine",
    items: [{ handle: "couscoussier-inox", quantity: 1 }],
    steps: [],
  },
  // calls that did not end it
  {
    key: "demo-04",
    placed_days_ago: 1,
    first_name: "Nadia",
    last_name: "Ouali",
    phone: "0551100104",
    address: "Rue Larbi Ben M'hidi",
    wilaya: 25,
    commune: 2501,
    transporter: "yalidine",
    items: [{ handle: "service-the-verres", quantity: 2 }],
    steps: [{ axis: "confirmation", to: "no_answer" }],
  },
  {
    key: "demo-05",
    placed_days_ago: 2,
    first_name: "Sofiane",
    last_name: "Meziane",
    phone: "0662100105",
    address: "Cité des 1000 logements",
    wilaya: 19,
    commune: 1901,
    transporter: "zr-express",
    items: [{ handle: "baskets-running-homme", quantity: 1 }],
    steps: [
      { axis: "confirmation", to: "no_answer" },
      { axis: "confirmation", to: "no_answer", note: "Messagerie" },
    ],
  },
  {
    key: "demo-06",
    placed_days_ago: 1,
    first_name: "Lamia",
    last_name: "Benyahia",
    phone: "0771100106",
    address: "Rue Abane Ramdane",
    wilaya: 15,
    commune: 1501,
    transporter: "yalidine",
    items: [{ handle: "abaya-brodee-soiree", quantity: 1 }],
    steps: [{ axis: "confirmation", to: "postponed", in_hours: 48, note: "Rappeler après le travail" }],
  },
  // cancelled on the phone
  {
    key: "demo-07",
    placed_days_ago: 4,
    first_name: "Riad",
    last_name: "Saadi",
    phone: "0552100107",
    address: "Avenue de l'ALN",
    wilaya: 9,
    commune: 901,
    transporter: "zr-express",
    items: [{ handle: "smartphone-nova-5", quantity: 1 }],
    steps: [{ axis: "confirmation", to: "cancelled", reason: "refused_on_phone", note: "A trouvé moins cher" }],
  },
  {
    key: "demo-08",
    placed_days_ago: 20,
    first_name: "Test",
    last_name: "Test",
    phone: "0663100108",
    address: "xxx",
    wilaya: 23,
    commune: 2301,
    transporter: "yalidine",
    items: [{ handle: "parfum-oud-royal", quantity: 3 }],
    steps: [{ axis: "confirmation", to: "cancelled", reason: "fake_order" }],
  },
  // confirmed, waiting for the courier
  {
    key: "demo-09",
    placed_days_ago: 1,
    first_name: "Meriem",
    last_name: "Bouzid",
    phone: "0772100109",
    address: "Rue Emir Abdelkader",
    wilaya: 13,
    commune: 1301,
    transporter: "yalidine",
    items: [{ handle: "huile-olive-kabylie", quantity: 2 }],
    steps: [confirm],
  },
  {
    key: "demo-10",
    placed_days_ago: 2,
    first_name: "Hocine",
    last_name: "Amrani",
    phone: "0553100110",
    address: "Quartier Sghir",
    wilaya: 6,
    commune: 601,
    transporter: "zr-express",
    items: [{ handle: "polo-pique-homme", quantity: 2 }],
    steps: [confirm],
  },
  // with the courier
  {
    key: "demo-11",
    placed_days_ago: 3,
    first_name: "Sarah",
    last_name: "Mansouri",
    phone: "0664100111",
    address: "Rue Didouche Mourad",
    wilaya: 16,
    commune: 1601,
    transporter: "yalidine",
    items: [{ handle: "couscoussier-inox", quantity: 1 }],
    steps: [confirm, handOver("YAL-DEMO-0011")],
  },
  {
    key: "demo-12",
    placed_days_ago: 2,
    first_name: "Walid",
    last_name: "Cherif",
    phone: "0773100112",
    address: "Cité Djamel",
    wilaya: 31,
    commune: 3101,
    transporter: "zr-express",
    items: [{ handle: "baskets-running-homme", quantity: 1 }],
    steps: [confirm, handOver("ZR-DEMO-0012")],
  },
  {
    key: "demo-13",
    placed_days_ago: 4,
    first_name: "Imane",
    last_name: "Boudiaf",
    phone: "0554100113",
    address: "Rue de France",
    wilaya: 25,
    commune: 2501,
    transporter: "yalidine",
    items: [{ handle: "service-the-verres", quantity: 1 }],
    steps: [confirm, handOver("YAL-DEMO-0013"), go("in_transit")],
  },
  // delivered, three of them paid by their courier
  {
    key: "demo-14",
    placed_days_ago: 9,
    first_name: "Rachid",
    last_name: "Ferhat",
    phone: "0665100114",
    address: "Rue Hassiba Ben Bouali",
    wilaya: 16,
    commune: 1601,
    transporter: "yalidine",
    items: [{ handle: "smartphone-nova-5", quantity: 1 }],
    steps: [confirm, handOver("YAL-DEMO-0014"), ...delivered.slice(1)],
    remitted_days_ago: 3,
  },
  {
    key: "demo-15",
    placed_days_ago: 11,
    first_name: "Fatima",
    last_name: "Zerrouki",
    phone: "0774100115",
    address: "Cité Bel Air",
    wilaya: 19,
    commune: 1901,
    transporter: "yalidine",
    items: [{ handle: "parfum-oud-royal", quantity: 1 }],
    steps: [confirm, handOver("YAL-DEMO-0015"), go("delivery_attempted"), go("delivered")],
    remitted_days_ago: 3,
  },
  {
    key: "demo-16",
    placed_days_ago: 17,
    first_name: "Mourad",
    last_name: "Taleb",
    phone: "0555100116",
    address: "Boulevard Millénium",
    wilaya: 31,
    commune: 3101,
    transporter: "zr-express",
    items: [{ handle: "huile-olive-kabylie", quantity: 3 }],
    steps: [confirm, handOver("ZR-DEMO-0016"), go("delivered")],
    remitted_days_ago: 6,
  },
  {
    key: "demo-17",
    placed_days_ago: 6,
    first_name: "Kenza",
    last_name: "Rahmani",
    phone: "0666100117",
    address: "Rue Ben Boulaid",
    wilaya: 9,
    commune: 901,
    transporter: "zr-express",
    items: [{ handle: "abaya-brodee-soiree", quantity: 1 }],
    steps: [confirm, handOver("ZR-DEMO-0017"), ...delivered.slice(1)],
  },
  {
    key: "demo-18",
    placed_days_ago: 5,
    first_name: "Nassim",
    last_name: "Belaid",
    phone: "0775100118",
    address: "Nouvelle ville",
    wilaya: 15,
    commune: 1501,
    transporter: "yalidine",
    items: [{ handle: "polo-pique-homme", quantity: 1 }],
    steps: [confirm, handOver("YAL-DEMO-0018"), go("delivered")],
  },
  // refused at the door and back in stock; the first one's return fee deducted by the remittance
  {
    key: "demo-19",
    placed_days_ago: 15,
    first_name: "Samir",
    last_name: "Kaci",
    phone: "0556100119",
    address: "Rue des Frères Bouadou",
    wilaya: 16,
    commune: 1621,
    transporter: "yalidine",
    items: [{ handle: "couscoussier-inox", quantity: 1 }],
    steps: [
      confirm,
      handOver("YAL-DEMO-0019"),
      go("out_for_delivery"),
      { axis: "delivery", to: "returned", reason: "refused_at_door", note: "Client absent puis refus" },
    ],
    remitted_days_ago: 3,
  },
  {
    key: "demo-20",
    placed_days_ago: 8,
    first_name: "Houda",
    last_name: "Djebbar",
    phone: "0667100120",
    address: "Cité Ziadia",
    wilaya: 25,
    commune: 2501,
    transporter: "zr-express",
    items: [{ handle: "service-the-verres", quantity: 1 }],
    steps: [confirm, handOver("ZR-DEMO-0020"), go("delivery_attempted"), { axis: "delivery", to: "returned", reason: "unreachable" }],
  },
]

/** Where each axis of a demo order ends (what its steps and remittance lead to). */
export function stageOf(order: DemoOrder): DemoStage {
  const last = (axis: LifeAxis, initial: string) => [...order.steps].reverse().find((s) => s.axis === axis)?.to ?? initial
  const confirmation = last("confirmation", "to_confirm")
  const delivery = last("delivery", "not_shipped")
  const money =
    delivery === "delivered"
      ? order.remitted_days_ago !== undefined
        ? "remitted"
        : "collected_by_courier"
      : delivery === "returned"
        ? order.remitted_days_ago !== undefined
          ? "remitted"
          : "return_fee_due"
        : "to_collect"
  return { confirmation, delivery, money }
}
