export * from "./record-transporter-payment"
export { TRANSPORTER_PAYMENT_MODULE } from "../modules/transporter-payment"
// the dashboard's days and the orders' lives, for the margins (@shop/purchasing, decision 0089)
export { resolveRange, tillOutcome } from "../lib/dashboard"
export { livesOf, amountOf } from "../api/life-reader"
