import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { OrderDelivery } from "./models/order-delivery"
import { PaymentOrder } from "./models/payment-order"
import { TransporterPayment } from "./models/transporter-payment"

/** Per transporter id: delivered orders (and their cash), those paid for, and the cash received. */
export type TransporterTotals = {
  owed: Array<{ transporter_id: string; delivered_count: number; delivered_total: unknown; paid_count: number; paid_total: unknown }>
  cash: Array<{ transporter_id: string; received_total: unknown; difference_total: unknown }>
}

class TransporterPaymentModuleService extends MedusaService({ OrderDelivery, TransporterPayment, PaymentOrder }) {
  /**
   * The sums behind the balances screen, grouped by PostgreSQL (two statements) rather than by
   * loading every delivery and payment.
   */
  @InjectManager()
  async transporterTotals(@MedusaContext() context: Context<SqlEntityManager> = {}): Promise<TransporterTotals> {
    const pg = context.manager!.getKnex()
    const owed = await pg("order_delivery as d")
      .leftJoin("transporter_payment_order as po", function () {
        this.on("po.order_id", "d.order_id").andOnNull("po.deleted_at")
      })
      .where("d.status", "delivered")
      .whereNull("d.deleted_at")
      .groupBy("d.transporter_id")
      .select(
        "d.transporter_id",
        pg.raw("count(*)::int as delivered_count"),
        pg.raw("coalesce(sum(d.amount_expected), 0) as delivered_total"),
        pg.raw("count(po.id)::int as paid_count"),
        pg.raw("coalesce(sum(po.amount_expected), 0) as paid_total")
      )
    const cash = await pg("transporter_payment")
      .whereNull("deleted_at")
      .groupBy("transporter_id")
      .select("transporter_id", pg.raw("coalesce(sum(amount_received), 0) as received_total"), pg.raw("coalesce(sum(difference), 0) as difference_total"))
    return { owed, cash }
  }
}

export default TransporterPaymentModuleService
