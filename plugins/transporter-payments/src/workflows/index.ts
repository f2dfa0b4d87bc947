export * from "./record-transporter-payment"
export { TRANSPORTER_PAYMENT_MODULE } from "../modules/transporter-payment"
