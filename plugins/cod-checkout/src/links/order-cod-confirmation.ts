import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import CodModule from "../modules/cod"

/** Each COD order has one confirmation record (`order.cod_confirmation`). */
export default defineLink(OrderModule.linkable.order, CodModule.linkable.codConfirmation)
