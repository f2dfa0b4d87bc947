import { defineLink } from "@medusajs/framework/utils"
import FulfillmentModule from "@medusajs/medusa/fulfillment"
import TransporterModule from "../modules/transporter"

/**
 * A transporter owns up to one shipping option per delivery type (home, stop_desk);
 * the transporter workflows create, rename and delete them together with this link.
 */
export default defineLink(TransporterModule.linkable.transporter, {
  linkable: FulfillmentModule.linkable.shippingOption,
  isList: true,
})
