/** The back-office dashboard (`GET /admin/dashboard`): orders, revenue and their breakdowns over a period. */

export type DayStat = { day: string; orders: number; canceled: number; revenue: number }
export type WilayaStat = { code: number | null; count: number; name_fr?: string; name_ar?: string }
export type StatusStat = { status: string; count: number }
export type TopProduct = { product_id: string | null; title: string; quantity: number; revenue: number }

export type DashboardStats = {
  from: string
  to: string
  currency_code: string
  per_day: DayStat[]
  totals: { orders: number; canceled: number; revenue: number }
  by_wilaya: WilayaStat[]
  by_confirmation_status: StatusStat[]
  by_delivery_status: StatusStat[]
  top_products: TopProduct[]
}
