import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context } from "@medusajs/framework/types"
import type { SqlEntityManager } from "@medusajs/framework/mikro-orm/knex"
import { PaymentOrder } from "./models/payment-order"
import { TransporterPayment } from "./models/transporter-payment"

/** Per transporter id: the cash received in its payments and their total difference. */
export type TransporterCash = Array<{ transporter_id: string; received_total: unknown; difference_total: unknown }>

/** Payments couriers made and the parcels each settled (the parcels themselves are order lives, @shop/order-life). */
class TransporterPaymentModuleService extends MedusaService({ TransporterPayment, PaymentOrder }) {
  /** The cash received per transporter, summed by PostgreSQL. */
  @InjectManager()
  async transporterCash(@MedusaContext() context: Context<SqlEntityManager> = {}): Promise<TransporterCash> {
    const pg = context.manager!.getKnex()
    return pg("transporter_payment")
      .whereNull("deleted_at")
      .groupBy("transporter_id")
      .select("transporter_id", pg.raw("coalesce(sum(amount_received), 0) as received_total"), pg.raw("coalesce(sum(difference), 0) as difference_total"))
  }
}

export default TransporterPaymentModuleService
