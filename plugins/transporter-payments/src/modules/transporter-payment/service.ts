import { MedusaService } from "@medusajs/framework/utils"
import { OrderDelivery } from "./models/order-delivery"
import { PaymentOrder } from "./models/payment-order"
import { TransporterPayment } from "./models/transporter-payment"

class TransporterPaymentModuleService extends MedusaService({ OrderDelivery, TransporterPayment, PaymentOrder }) {}

export default TransporterPaymentModuleService
