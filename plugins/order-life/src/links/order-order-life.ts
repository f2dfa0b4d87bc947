import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import OrderLifeModule from "../modules/order-life"

/** Each cash-on-delivery order has one life (`order.order_life`). */
export default defineLink(OrderModule.linkable.order, OrderLifeModule.linkable.orderLife)
